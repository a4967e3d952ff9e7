// The built shell (dist/index.html) filled in for one rendered page: its language, head, styles,
// markup, state and code loader.
import type * as EntryServer from './entry-server';
import { PAGE_STATE_ELEMENT_ID, SITE_FOOTER_ID } from '../../contracts/page-state';
import { withPageAssets, type InlineStyle, type PageAssets } from './page-assets';

/** A page the server bundle rendered (not a redirect). */
export type RenderedPage = Extract<Awaited<ReturnType<typeof EntryServer.renderPage>>, { type: 'page' }>;

// The first frame waits until the main content is parsed, that is until the footer after it has begun
// (engines without `rel=expect` ignore the link): a frame painted from part of the HTML shows boxes that
// move as the rest comes in. The footer begins within the first few KB on the wire; most of what follows
// it is the page's state.
const FIRST_FRAME_WAIT = `<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render">`;

/** The built shell with the page's language, head, styles, markup, state and code loader put in; and the hashes of what it carries inline. */
export function fillTemplate(
  shellHtml: string,
  page: RenderedPage,
  assets: PageAssets,
  inlineStyle: (file: string) => InlineStyle | undefined,
): { html: string; styleHashes: string[]; scriptHashes: string[] } {
  // The page's own head goes where the shell's title was, ahead of the styles, so link previews that
  // read only the start of a page still find it. Function replacements: the markup may hold `$`.
  // The translations are the one thing hydration still fetches: the code loader asks for them too.
  const { html, styleHashes, scriptHashes } = withPageAssets(
    shellHtml,
    assets,
    inlineStyle,
    [page.preloadLocales],
    {
      lang: page.lang,
      timeZone: page.timeZone,
    },
    page.light,
  );
  return {
    styleHashes,
    scriptHashes,
    html: html
      .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, () => `${page.headHtml}\n    ${FIRST_FRAME_WAIT}`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.appHtml}</div>\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.stateJson}</script>`,
      ),
  };
}
