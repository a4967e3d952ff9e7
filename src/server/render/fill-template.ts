// The built shell (dist/index.html) filled in for one rendered page: its language, head, styles,
// markup, state and code loader.
import type * as EntryServer from './entry-server';
import { PAGE_STATE_ELEMENT_ID } from '../../contracts/page-state';
import { withPageAssets, type InlineStyle, type PageAssets } from './page-assets';

/** A page the server bundle rendered (not a redirect). */
export type RenderedPage = Extract<Awaited<ReturnType<typeof EntryServer.renderPage>>, { type: 'page' }>;

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
      .replace(/<title>[^<]*<\/title>/, () => page.headHtml)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.appHtml}</div>\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.stateJson}</script>`,
      ),
  };
}
