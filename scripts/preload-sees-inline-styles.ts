// A Vite plugin: the loader Vite puts in front of every lazy chunk (its preload helper) adds a
// `<link rel="stylesheet">` for each stylesheet the chunk needs, unless the document already holds a
// link to that file. A server page carries its stylesheets inline instead, as `<style data-href="/assets/…">`
// (src/server/render/page-assets.ts), so the helper is taught to count those too. A link kept only to be
// found by the helper is not an option: whether a browser fetches a `disabled` or `media="not all"`
// stylesheet changes from version to version, and Chromium 150 fetches both.
import type { Plugin } from 'vite';
import { INLINE_STYLE_FILE_ATTRIBUTE } from '../src/contracts/inline-styles';

const PRELOAD_HELPER = /vite\/preload-helper/;
/** The helper's check for a stylesheet already in the document (Vite 7's source, before minifying). */
const LINK_CHECK = 'document.querySelector(`link[href="${dep}"]${cssSelector}`)';

/** The helper's source with its check extended to inline styles; throws when the helper is not the one expected. */
export function withInlineStyleCheck(helperSource: string): string {
  if (!helperSource.includes(LINK_CHECK)) {
    throw new Error("Vite's preload helper changed: teach scripts/preload-sees-inline-styles.ts its new stylesheet check");
  }
  const inlineStyle = `(isCss && document.querySelector(\`style[${INLINE_STYLE_FILE_ATTRIBUTE}="\${dep}"]\`))`;
  return helperSource.replace(LINK_CHECK, () => `(${LINK_CHECK} || ${inlineStyle})`);
}

export function preloadSeesInlineStyles(): Plugin {
  return {
    name: 'preload-sees-inline-styles',
    apply: 'build',
    transform: {
      filter: { id: PRELOAD_HELPER },
      handler: (code) => ({ code: withInlineStyleCheck(code), map: null }),
    },
  };
}
