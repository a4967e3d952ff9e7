/** Scroll hysteresis (SPEC 4): on past the offset going down; off going up once more than 200 px below it. */
const SCROLL_HYSTERESIS = 200;

export function nextScrollDown(previous: boolean, scrollY: number, lastY: number, offset: number): boolean {
  const goingDown = scrollY > lastY;
  if (goingDown && scrollY > offset) return true;
  if (!goingDown && scrollY < offset - SCROLL_HYSTERESIS) return false;
  return previous;
}
