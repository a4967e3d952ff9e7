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

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by navigations that only rewrite the current page's URL; SPEC 4's scroll to the top skips them. */
    keepScroll?: boolean;
  }
}
