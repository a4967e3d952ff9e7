// Light mode, for visitors who pay for every byte or sit on a weak connection: no hero image, the map
// and the chart only when asked for, no code fetched ahead, no offline warm-up. The one rule, read by
// the server (from the request) and by the browser (from the connection and the visitor's choice):
// - the request says `Save-Data: on` (the server's HTML, and what the page's code does afterwards);
// - or the browser reports Save-Data or a 2G connection (only what the page's code does afterwards);
// - unless the visitor asked to load everything, for the rest of the visit (sessionStorage).

/** The request header (lower case, as Headers and Node name it) and the answer's `Vary` for it. */
export const SAVE_DATA_HEADER = 'save-data';
export const SAVE_DATA_VARY = 'Save-Data';

/** Where the visitor's "load everything" is kept for the visit (the tab's session). */
export const LOAD_EVERYTHING_KEY = 'crypto-web:load-everything';

const SLOW_TYPES = ['slow-2g', '2g'];

/** `Save-Data: on` (the header's only defined value; case and spaces as the spec allows). */
export function saveDataRequested(headerValue: string | null | undefined): boolean {
  return headerValue?.trim().toLowerCase() === 'on';
}

/** What the browser's Network Information API says (Chromium only; other browsers say nothing). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

function connectionIsLight(connection: ConnectionHints | undefined): boolean {
  return connection?.saveData === true || SLOW_TYPES.includes(connection?.effectiveType ?? '');
}

/** Whether this visit is light: the server rendered it light, or the connection is, and the visitor has not asked for everything. */
function isLight({ server, connection, everything }: { server: boolean; connection?: ConnectionHints; everything: boolean }) {
  return !everything && (server || connectionIsLight(connection));
}

function everythingAsked(): boolean {
  try {
    return sessionStorage.getItem(LOAD_EVERYTHING_KEY) === '1';
  } catch {
    // Storage blocked: not asked.
    return false;
  }
}

/** This visit's light mode in the browser, given the server's flag (false where no server rendered the page). */
export function browserIsLight(server: boolean): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  return isLight({ server, connection, everything: everythingAsked() });
}
