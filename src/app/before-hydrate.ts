// Work a page's code asks to do before its server HTML is taken over: what the first render would
// otherwise work out inside one long task (React cannot split a component's own render), done here in
// short pieces that yield to the browser. A page's module registers its work when it is evaluated
// (router.load() brings the page's code), so the start-up code never imports any page's code.
// The server's state is in place when it runs: the app store holds the server's market and language, and
// the render clock (render-clock.ts) the server's instant.
import type { QueryClient } from '@tanstack/react-query';

export interface BeforeHydrateContext {
  queryClient: QueryClient;
}

type Preparation = (context: BeforeHydrateContext) => Promise<void>;

const preparations = new Set<Preparation>();

/** Registers `prepare` to run before a server page is hydrated (once per function, however often called). */
export function beforeHydrate(prepare: Preparation) {
  preparations.add(prepare);
}

/** Runs every registered preparation; one that fails only loses its head start. */
export async function prepareHydration(context: BeforeHydrateContext) {
  for (const prepare of preparations) {
    try {
      await prepare(context);
    } catch {
      // The render works everything out itself, as it would without the preparation.
    }
  }
}
