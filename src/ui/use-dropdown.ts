// Open/closed state shared by the select and the multi-select (SPEC 4): an open list counts in the
// global dropDownOpen (the body stops scrolling) and a press outside the control closes it.
import { useEffect, useState, type RefObject } from 'react';
import { setDropDownOpen } from '../state/app-store';

export function useDropdown(containerRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDropDownOpen(true);
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      setDropDownOpen(false);
    };
  }, [open, containerRef]);

  return [open, setOpen] as const;
}

/** The next highlighted option for ArrowDown/ArrowUp (clamped at the ends), or null for other keys. */
export function movedIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return current < 0 ? 0 : Math.min(count - 1, current + 1);
  if (key === 'ArrowUp') return current < 0 ? count - 1 : Math.max(0, current - 1);
  return null;
}

/** Keeps the highlighted option visible in a scrolling list. */
export function useScrollIntoView(elementId: string | undefined) {
  useEffect(() => {
    if (elementId) document.getElementById(elementId)?.scrollIntoView?.({ block: 'nearest' });
  }, [elementId]);
}
