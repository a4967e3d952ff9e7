/**
 * Set on the document by the page's inline code loader (src/server/render/page-assets.ts) once the app's
 * code, fetched ahead when the visitor reached for a site link, has arrived: from then on, following a
 * link starts the app at once (src/start-up/take-over.ts).
 */
export const APP_CODE_ATTRIBUTE = 'data-app-code';
