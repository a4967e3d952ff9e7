// Window-level behaviour of the shell: screen size class, scrollDown per route offset, body scroll
// lock while a menu or dropdown is open, and scroll to top after every navigation.
import { useEffect } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { appStore, useAppState } from '../state/app-store';
import { screenFromWidth } from '../lib/screen-size';
import { nextScrollDown } from './scroll-down';

const DEFAULT_SCROLL_OFFSET = 820;

export function useGlobalEffects() {
  const router = useRouter();
  const scrollOffset = useRouterState({
    select: (state) => state.matches.at(-1)?.staticData.scrollOffset ?? DEFAULT_SCROLL_OFFSET,
  });
  const locked = useAppState((s) => s.menuOpen || s.dropDownOpen > 0);

  useEffect(() => {
    const onResize = () => {
      const screen = screenFromWidth(window.innerWidth);
      if (screen.key !== appStore.get().screen.key || screen.size !== appStore.get().screen.size) appStore.set({ screen });
    };
    window.addEventListener('resize', onResize, { passive: true });
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      appStore.set((s) => ({ scrollDown: nextScrollDown(s.scrollDown, y, lastY, scrollOffset) }));
      // The header's shadow follows from the document, so a header still holding server HTML has it too.
      document.documentElement.classList.toggle('scrolled-down', appStore.get().scrollDown);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrollOffset]);

  useEffect(() => {
    document.body.classList.toggle('scroll-locked', locked);
  }, [locked]);

  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
        // A page rewriting its own URL as the visitor types (the finder's search) asks to keep the scroll.
        if (pathChanged && !toLocation.state.keepScroll) window.scrollTo({ top: 0 });
        appStore.set({ menuOpen: false, scrollDown: false });
      }),
    [router],
  );
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by navigations that only rewrite the current page's URL; SPEC 4's scroll to the top skips them. */
    keepScroll?: boolean;
  }
}
