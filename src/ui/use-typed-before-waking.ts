import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** No layout on the server, where React 18 warns about a layout effect; the same hook in the browser. */
const useLayoutEffectInBrowser = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A field of a first document works before its island wakes: the browser keeps what the visitor types,
 * and hydration keeps it in the DOM (React never writes over typed text), while the field's state still
 * holds the server's value. Once, when the field mounts, whatever the visitor did in it is handed to its
 * owner: the text typed (`onTyped`, as if typed now) and the focus (`onFocused`). In a page the app
 * renders itself the DOM holds what was rendered, and nothing happens.
 */
export function useTypedBeforeWaking(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  rendered: string,
  { onTyped, onFocused }: { onTyped: (text: string) => void; onFocused?: () => void },
) {
  // A layout effect: its update is applied before anything renders the field again. Any render before it
  // (the page's parts re-render as hydration ends) would write the server's value over the typed text, and a
  // key pressed in that moment would be typed into the emptied field.
  useLayoutEffectInBrowser(() => {
    const field = ref.current;
    if (!field) return;
    if (document.activeElement === field) onFocused?.();
    if (field.value !== rendered) onTyped(field.value);
    // Once, at mount: what happened before the field's code ran.
  }, []);
}
