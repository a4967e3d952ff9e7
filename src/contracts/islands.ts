// Every island of the site, declared once: its name (the key), its module (the chunk the browser loads,
// whose `defineIsland` gives the component) and the moments it wakes at. The server reads it to name the
// page's island code; the browser, to wake each island the server marked at its moments and load its chunk.
// Data only, so reading it costs a first document nothing.
import type { WakeSignal } from '../lib/island-wake';

/**
 * When an island hydrates, besides the visitor's first touch, click, key or focus inside it (which wakes
 * any island, and is all 'interaction' waits for):
 * - 'idle': once the page has loaded and the browser is idle (a form only code can send);
 * - 'near-view': when it comes near the viewport, so it is ready when scrolled to;
 * - 'in-view': when it is in the viewport itself (what only code can draw, and costs the most);
 * - 'prices-due': when the server's prices are due to be read again, or at once for a visitor whose saved
 *   currency is another one;
 * - 'consent-chosen': at once for a visitor who has already answered the cookie banner;
 * - a signal: when code outside the island sends it.
 * And at once, whatever its moments, when the server could not read what the page shows (the page state's
 * `unread`): an island other than 'interaction' reads it then.
 */
export type Wake = 'interaction' | 'idle' | 'near-view' | 'in-view' | 'prices-due' | 'consent-chosen' | WakeSignal;

interface IslandDeclaration {
  /** The island's module, from `src/`: it exports `island`, made by `defineIsland` with this name. */
  module: string;
  wake: readonly Wake[];
}

export const ISLANDS = {
  'consent-banner': { module: 'app/islands/consent-banner-island.tsx', wake: ['consent-chosen'] },
  'consent-settings': { module: 'app/islands/consent-settings-island.tsx', wake: ['interaction'] },
  'exchange-bar': { module: 'app/islands/exchange-bar-island.tsx', wake: ['interaction'] },
  'floating-widgets': { module: 'app/islands/floating-widgets-island.tsx', wake: ['interaction'] },
  'light-mode': { module: 'app/islands/light-mode-island.tsx', wake: ['idle'] },
  'loader-bar': { module: 'app/islands/loader-bar-island.tsx', wake: ['calls-started'] },
  // In every page's footer: scrolling past it is not reaching for it. Its send button is off until it wakes,
  // and the field, focused first, wakes it.
  newsletter: { module: 'app/islands/newsletter-island.tsx', wake: ['interaction'] },
  notices: { module: 'app/islands/notices-island.tsx', wake: ['notice-posted'] },
  'offline-status': { module: 'app/islands/offline-status-island.tsx', wake: ['network-gone', 'writes-queued'] },
  'install-control': { module: 'ui/install/install-control-island.tsx', wake: ['install-offered'] },
  'contact-form': { module: 'features/contact/contact-form-island.tsx', wake: ['idle'] },
  'copy-contact': { module: 'features/contact/copy-contact-island.tsx', wake: ['interaction'] },
  'franchise-form': { module: 'features/company/franchise-form-island.tsx', wake: ['idle'] },
  calculator: { module: 'features/exchange/calculator-island.tsx', wake: ['prices-due'] },
  // The server draws the day (an SVG): the canvas only once reached for, or to follow the calculator.
  'pair-chart': { module: 'features/exchange/pair-chart-island.tsx', wake: ['pair-changed', 'everything-asked'] },
  // Its links work without code (the entry points directions at the device's maps app); sharing needs it.
  'contact-links': { module: 'features/finder/detail/contact-links-island.tsx', wake: ['interaction'] },
  'save-location': { module: 'features/finder/detail/save-location-island.tsx', wake: ['interaction'] },
  // The server's list, search and filters need no code; a wide screen's map waits to be reached for.
  finder: { module: 'features/finder/list/finder-island.tsx', wake: ['everything-asked'] },
  'location-map': { module: 'features/finder/map/location-map-island.tsx', wake: ['in-view'] },
  'help-search': { module: 'features/help/help-search-island.tsx', wake: ['interaction'] },
  'price-strip': { module: 'features/home/price-strip-island.tsx', wake: ['prices-due'] },
  'paged-reviews': { module: 'features/reviews/paged-reviews-island.tsx', wake: ['near-view'] },
  'write-review': { module: 'features/reviews/write-review-island.tsx', wake: ['interaction'] },
  'token-prices': { module: 'features/token/token-prices-island.tsx', wake: ['prices-due'] },
} as const satisfies Record<string, IslandDeclaration>;

export type IslandName = keyof typeof ISLANDS;

/**
 * The marker the server writes around an island (src/ui/islands.tsx) and the browser finds it by; and the
 * mark the page's loader leaves on what was pressed in an island before the islands' entry ran, which the
 * entry presses again once that island is awake.
 */
export const ISLAND_ATTRIBUTES = { name: 'data-island', props: 'data-props', earlyPress: 'data-pressed-early' } as const;

/** A form's send button as the server writes it: off until its island is awake (src/ui/send-button.tsx). */
export const SLEEPING_SEND = 'button[type="submit"]:disabled';
