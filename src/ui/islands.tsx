// Islands: the parts of a first document that a visitor operates. The server renders the whole page as
// one tree; in the browser each island is hydrated on its own, as a React root of its own, with its own
// chunk (src/start-up/island-roots.tsx), at the moments its declaration names (src/contracts/islands.ts).
// Nothing else of a first document is ever hydrated: text, cards, links, menus (popover) and disclosures
// (<details>) need no code. Once the app takes over (the first client navigation, or the service worker's
// shell) the same components render in one ordinary tree and this marker is only a wrapper.
//
// An island is a component whose props are plain data: the server writes them into the page beside the
// island's HTML, and the browser renders the island from them alone. It must render the same without the
// router as with it (no router hooks inside, no useId: ids come from props).
import { createElement, type ComponentType } from 'react';
import { isServerRender, scoped } from '../lib/request-scope';
import { ISLAND_ATTRIBUTES, type IslandName } from '../contracts/islands';

/** Props that survive the trip through the page as JSON: plain data, no functions. */
export type Serializable<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer Item)[]
      ? readonly Serializable<Item>[]
      : { [K in keyof T]: Serializable<T[K]> };

export type IslandProps = Record<string, unknown>;

export interface IslandDefinition<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
}

/**
 * Declared in the island's own module, the one its declaration names. A component whose props are not
 * plain data does not compile (the check asks for an argument nobody can give).
 */
export function defineIsland<P extends object>(
  name: IslandName,
  component: ComponentType<P>,
  ..._plainData: P extends Serializable<P> ? [] : ['island props must be plain data']
): IslandDefinition<P> {
  return { name, component };
}

/** The islands a server render has drawn, by name (one set per request): their code goes with the page. */
export const renderedIslands = scoped(() => new Set<IslandName>());

export function Island<P extends object>({ of, props }: { of: IslandDefinition<P>; props: P }) {
  if (isServerRender()) renderedIslands().add(of.name);
  return createElement(
    'div',
    { className: 'island', [ISLAND_ATTRIBUTES.name]: of.name, [ISLAND_ATTRIBUTES.props]: JSON.stringify(props) },
    createElement(of.component, props),
  );
}
