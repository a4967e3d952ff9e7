// How the server marks an island in a page (src/ui/islands.tsx writes it) and the browser finds it
// (src/start-up/island-roots.tsx), without the browser's entry loading React to read it.

/** The attributes of an island's wrapper: its name, when it wakes, and its props as JSON. */
export const ISLAND_ATTRIBUTES = { name: 'data-island', wake: 'data-wake', props: 'data-props' } as const;

/**
 * When the browser hydrates an island: 'idle' once the page has loaded and the browser is idle (what
 * shows what only the browser knows: fresh prices, the visitor's clock); 'visible' when it comes near
 * the viewport; 'interaction' at the first touch, click, key or focus inside it.
 */
export type Wake = 'idle' | 'visible' | 'interaction';
