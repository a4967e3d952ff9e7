// How the server marks an island in a page (src/ui/islands.tsx writes it) and the browser finds it
// (src/start-up/island-roots.tsx), without the browser's entry loading React to read it.

/** The attributes of an island's wrapper: its name, when it wakes, and its props as JSON. */
export const ISLAND_ATTRIBUTES = { name: 'data-island', wake: 'data-wake', props: 'data-props' } as const;

/**
 * When the browser hydrates an island, besides the first touch, click, key or focus inside it, which wakes
 * any island: 'interaction' only then; 'visible' when it comes near the viewport (what only code can
 * draw: a map, a chart); 'needed' when its waker says it has something to show that the server's HTML
 * does not (src/start-up/island-wakers.ts: a stored choice, an offer, prices due); 'idle' once the page
 * has loaded and the browser is idle. A 'visible' or 'needed' island whose HTML shows something still
 * coming (`aria-busy="true"`: what the server could not read) wakes at once, to read it.
 */
export type Wake = 'idle' | 'visible' | 'interaction' | 'needed';
