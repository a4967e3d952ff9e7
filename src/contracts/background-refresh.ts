// What the installed app renews in the background (Periodic Background Sync) and how often. The page
// registers one periodic sync per entry (src/offline/periodic-refresh.ts); on its event the service
// worker fetches again every read of its cache whose path the entry names (sw/periodic-refresh.ts).
// Why these reads and intervals: docs/decisions/032-background-refresh.md.

const HOUR = 60 * 60 * 1000;

export interface BackgroundRefresh {
  /** The periodic sync's tag. */
  tag: string;
  /** The least time between two refreshes; the browser may wait longer (Chromium: at least 12 hours). */
  minInterval: number;
  /** Paths of the cached reads it renews (same origin, query string aside). */
  reads: RegExp[];
}

export const BACKGROUND_REFRESHES: BackgroundRefresh[] = [
  {
    tag: 'renew-prices',
    minInterval: 12 * HOUR,
    reads: [
      // The prices of every coin in a fiat, and one coin's price: not the histories.
      /^\/gateway\/api\/v1\/crypto\/public\/price\/(?!history\/)[^/]+(\/[^/]+)?$/,
      // The market record: locales, fiats, chat handles.
      /^\/cms\/api\/markets\/\d+$/,
    ],
  },
  {
    tag: 'renew-lists',
    minInterval: 24 * HOUR,
    reads: [
      // The ATM and store lists the finder searches, and their content records (every page of them).
      /^\/gateway\/api\/v1\/webapp\/public\/webapp\/(atms|store)\/list-all-active$/,
      /^\/cms\/api\/(atms|stores)$/,
    ],
  },
];

/** The refresh a periodic sync's tag names, if it is one of ours. */
export const backgroundRefreshOf = (tag: string) => BACKGROUND_REFRESHES.find((refresh) => refresh.tag === tag);
