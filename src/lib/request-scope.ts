// Module-level state (the UI store, the route language, i18next, the head) is one value per page in
// the browser, but the server renders many pages at once. `scoped` gives each server render its own
// copy: the server entry installs a scope source (AsyncLocalStorage), and every request gets a fresh
// Map; in the browser there is no source and one value is shared, exactly as before.

type Scope = Map<symbol, unknown>;

let currentScope: () => Scope | undefined = () => undefined;

/** Called once by the server entry: where the current request's scope comes from. */
export function setScopeSource(source: () => Scope | undefined) {
  currentScope = source;
}

/** A value created once per request on the server and once per page in the browser. */
export function scoped<T>(create: () => T): () => T {
  const key = Symbol();
  let browserValue: { value: T } | undefined;
  return () => {
    const scope = currentScope();
    if (!scope) return (browserValue ??= { value: create() }).value;
    if (!scope.has(key)) scope.set(key, create());
    return scope.get(key) as T;
  };
}

/** True while the server renders a request (there is a scope). */
export const isServerRender = () => currentScope() !== undefined;
