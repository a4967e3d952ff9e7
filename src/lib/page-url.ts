// Rewriting the address of the page on screen (a search typed, a filter chosen) without a navigation.
// An island of a first document has no router and writes the browser's history itself; once the app
// runs, it is told how its router rewrites an address, so the router keeps up with it.

type Replace = (href: string) => void;

let replaceWithRouter: Replace | undefined;

/** Called once by the app: from now on the page's address is rewritten through its router. */
export function rewriteAddressesWith(replace: Replace) {
  replaceWithRouter = replace;
}

/**
 * Replaces the page's address (no new history entry, no scroll, no navigation of the page). Only the
 * address of the page on screen is rewritten: a search whose pause ends after the visitor followed a
 * link (Safari does not move focus to a link tapped, so the field never lost it) must not take them back.
 */
export function replacePageAddress(href: string) {
  if (href === window.location.pathname + window.location.search) return;
  if (new URL(href, window.location.href).pathname !== window.location.pathname) return;
  if (replaceWithRouter) replaceWithRouter(href);
  else window.history.replaceState(window.history.state, '', href);
}
