// Window-level behaviour of the app (window-behaviour.ts, with the route's scroll offset), scroll to top
// after every navigation, and the site's plain links (content, islands) followed as client navigations.
import { useEffect } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { appStore } from '../state/app-store';
import { DEFAULT_SCROLL_OFFSET, followWindow } from './window-behaviour';
import { pageLinkOf } from './page-links';

export function useGlobalEffects() {
  const router = useRouter();
  const scrollOffset = useRouterState({
    select: (state) => state.matches.at(-1)?.staticData.scrollOffset ?? DEFAULT_SCROLL_OFFSET,
  });

  useEffect(() => followWindow(scrollOffset), [scrollOffset]);

  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
        // A page rewriting its own URL as the visitor types (the finder's search) asks to keep the scroll.
        if (pathChanged && !toLocation.state.keepScroll) window.scrollTo({ top: 0 });
        appStore.set({ menuOpen: false, scrollDown: false });
      }),
    [router],
  );

  useEffect(() => keepScrollOnRewrites(router), [router]);

  useEffect(() => {
    // In the bubble phase, after the router's own links (which prevent the browser's navigation).
    const onClick = (event: MouseEvent) => {
      const link = pageLinkOf(event);
      if (!link) return;
      event.preventDefault();
      const url = new URL(link.href);
      router.history.push(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
}

/**
 * The router scrolls to the top after rendering any location it did not navigate to itself, so a page
 * rewriting its own address (the finder's search, once typing pauses) would jump to the top under the
 * visitor's finger. Such a rewrite is put back where the visitor was, after the router's own scroll in
 * the same task, so nothing paints in between.
 */
function keepScrollOnRewrites(router: ReturnType<typeof useRouter>) {
  let kept: { left: number; top: number } | undefined;
  const offLoad = router.subscribe('onBeforeLoad', ({ toLocation }) => {
    kept = toLocation.state.keepScroll ? { left: window.scrollX, top: window.scrollY } : undefined;
  });
  const offRendered = router.subscribe('onRendered', () => {
    const position = kept;
    kept = undefined;
    if (position) queueMicrotask(() => window.scrollTo(position));
  });
  return () => {
    offLoad();
    offRendered();
  };
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by navigations that only rewrite the current page's URL; SPEC 4's scroll to the top skips them. */
    keepScroll?: boolean;
  }
}
