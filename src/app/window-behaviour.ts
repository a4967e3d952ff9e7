// Window-level behaviour of every page (SPEC 4), with or without the app: the screen size class, the
// scrollDown state past the route's offset (the header's shadow follows it through a class on the
// document), and the body's scroll lock while a dropdown is open. Plain listeners: a first document
// runs them with no React tree of its own (src/start-up/page-runtime.ts), the app from its layout.
import { appStore } from '../state/app-store';
import { screenFromWidth } from '../lib/screen-size';
import { nextScrollDown } from './scroll-down';

export const DEFAULT_SCROLL_OFFSET = 820;

/** Follows the window until the returned function is called; `scrollOffset` is the route's (SPEC 2). */
export function followWindow(scrollOffset: number): () => void {
  const onResize = () => {
    const screen = screenFromWidth(window.innerWidth);
    const { key, size } = appStore.get().screen;
    if (screen.key !== key || screen.size !== size) appStore.set({ screen });
  };
  let lastY = window.scrollY;
  const onScroll = () => {
    const y = window.scrollY;
    appStore.set((s) => ({ scrollDown: nextScrollDown(s.scrollDown, y, lastY, scrollOffset) }));
    document.documentElement.classList.toggle('scrolled-down', appStore.get().scrollDown);
    lastY = y;
  };
  const lockScroll = () => {
    const { menuOpen, dropDownOpen } = appStore.get();
    document.body.classList.toggle('scroll-locked', menuOpen || dropDownOpen > 0);
  };
  window.addEventListener('resize', onResize, { passive: true });
  window.addEventListener('scroll', onScroll, { passive: true });
  const unsubscribe = appStore.subscribe(lockScroll);
  onResize();
  return () => {
    window.removeEventListener('resize', onResize);
    window.removeEventListener('scroll', onScroll);
    unsubscribe();
  };
}
