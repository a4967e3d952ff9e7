// One page rendered by the server bundle into an answer: a redirect, or the shell filled with the page
// (fill-template.ts) under a Content-Security-Policy that allows exactly what it carries inline. A
// render slower than its time limit fails (the site server then answers the shell).
import type { EncodedBodies } from '../http/compression';
import { contentSecurityPolicy } from '../http/content-security-policy';
import { SAVE_DATA_VARY } from '../../contracts/light-mode';
import type * as EntryServer from './entry-server';
import { fillTemplate } from './fill-template';
import type { InlineStyle, PageAssets, PageModules } from './page-assets';
import { HTML_TYPE } from './shell-fallback';

export interface RenderedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Its compressed bodies, made once for every visitor the cache serves it to. */
  encoded: EncodedBodies;
}

export interface PageRenderOptions {
  /** The server bundle (dist-server/entry-server.js). */
  entry: typeof EntryServer;
  /** The built shell the page is filled into (shell-fallback.ts). */
  shellTemplate: () => Promise<string>;
  /** The built code and styles of a page's modules (page-assets.ts). */
  assetsOf: (modules: PageModules) => PageAssets;
  inlineStyle: (file: string) => InlineStyle | undefined;
  /** Request headers passed on to the render's service calls (the demo's test-only fault header). */
  forwardHeaders: string[];
  /** A render slower than this fails (ms), counted from its start, not its wait. */
  renderTimeoutMs: number;
  /** The Cache-Control for a CDN in front, on pages and redirects. */
  cacheHeaders: Record<string, string>;
}

export function pageRender({
  entry,
  shellTemplate,
  assetsOf,
  inlineStyle,
  forwardHeaders,
  renderTimeoutMs,
  cacheHeaders,
}: PageRenderOptions) {
  /** `light`: the request asked for light mode (src/contracts/light-mode.ts). */
  return async function render(req: Request, url: URL, light: boolean): Promise<RenderedAnswer> {
    const forwarded = Object.fromEntries(forwardHeaders.flatMap((name) => (req.headers.has(name) ? [[name, req.headers.get(name)!]] : [])));
    const result = await withTimeout(entry.renderPage(url.href, forwarded, { light }), renderTimeoutMs);
    if (result.type === 'redirect') {
      return { status: result.status, headers: { location: result.location, ...cacheHeaders }, body: '', encoded: new Map() };
    }
    const { html, styleHashes, scriptHashes } = fillTemplate(await shellTemplate(), result, assetsOf(result.modules), inlineStyle);
    const policy = contentSecurityPolicy(process.env, { styleHashes, scriptHashes });
    return {
      status: result.status,
      // A page differs with Save-Data (light mode), so a cache keeps one copy of each.
      headers: { 'content-type': HTML_TYPE, 'content-security-policy': policy, vary: SAVE_DATA_VARY, ...cacheHeaders },
      body: html,
      encoded: new Map(),
    };
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Render took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
