/**
 * A server page carries its stylesheets inline, each `<style>` naming its built file in this attribute
 * (`/assets/…css`), so the browser's chunk loader does not fetch a file the page already holds.
 */
export const INLINE_STYLE_FILE_ATTRIBUTE = 'data-href';
