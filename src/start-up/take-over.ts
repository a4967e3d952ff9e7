// The first client navigation of a first document. Until a visitor follows a link, the page needs no
// router: links are plain links and the islands run on their own. A click on a link to one of the site's
// pages starts the app (the router, every page's routes, the layout) at that link's address, once the
// app's code is at hand: it renders the new page in one tree of its own over the old one, which stays on
// screen, and still working, until then. From there on navigations are the app's. Before the code is at
// hand (a tap soon after a first load, where the app's code would have to come down first), and whenever
// it cannot be had, the browser follows the link itself: one document of server HTML comes sooner.
import { pageLinkOf } from '../app/page-links';
import { APP_CODE_ATTRIBUTE } from '../contracts/app-code';
import type { FirstDocumentIslands } from './island-roots';

/** Shown on the document while the app starts for the first navigation (a progress line in app.css). */
const NAVIGATING_ATTRIBUTE = 'data-navigating';

export function takeOverOnNavigation(islands: FirstDocumentIslands) {
  const firstAddress = window.location.pathname + window.location.search;
  let started = false;
  const start = (href: string, push: boolean) => {
    if (started) return;
    started = true;
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPopState);
    void takeOver(href, push, islands);
  };
  const onClick = (event: MouseEvent) => {
    const link = pageLinkOf(event);
    if (!link || !appCodeAtHand()) return;
    event.preventDefault();
    start(link.href, true);
  };
  // The history moved to another page of the site (back to one the visitor had before, or a script's
  // pushState): only the app can show it without a reload.
  const onPopState = () => {
    if (window.location.pathname + window.location.search !== firstAddress) start(window.location.href, false);
  };
  // In the bubble phase: an island that handles its own link's click (and prevents it) keeps it.
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
}

/**
 * Fetched ahead in this document (the code loader marks it), or held by the service worker that controls
 * it (its precache holds the app's code).
 */
const appCodeAtHand = () => document.documentElement.hasAttribute(APP_CODE_ATTRIBUTE) || Boolean(navigator.serviceWorker?.controller);

async function takeOver(href: string, push: boolean, islands: FirstDocumentIslands) {
  const root = document.documentElement;
  root.setAttribute(NAVIGATING_ATTRIBUTE, '');
  try {
    const { takeOverServerPage } = await import('../start');
    if (push) window.history.pushState(null, '', href);
    await takeOverServerPage(islands.unmountAll, { scrollToTop: push });
  } catch (error) {
    console.warn('The app could not start; the browser follows the link', error);
    window.location.assign(href);
  } finally {
    root.removeAttribute(NAVIGATING_ATTRIBUTE);
  }
}
