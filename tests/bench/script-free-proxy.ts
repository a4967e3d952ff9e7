// The document floor: the site as it is served, but with every executable <script> taken out of its
// HTML pages (the JSON state and the JSON-LD stay: the browser does not run them). Lighthouse on these
// pages measures what the server's HTML and CSS cost the browser on their own, before any of the site's
// code: no change to the code can bring a page's figures below this floor. The same proxy serves the page
// without the code its loader fetches ahead, to tell that code's share of the page's load
// (load-breakdown.ts).
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { listenLocally, type LocalServer } from './local-server';
import { PAGE_LOADER_ELEMENT_ID, type PageLoaderLists } from '../../src/contracts/page-state';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/** What the page's code asks for ahead: its modules and the translations it fetches. */
const CODE_PRELOAD = /<link rel="(?:modulepreload"|preload"[^>]*\bas="fetch")[^>]*>\s*/g;
/** Every <script> element but the data ones (application/json, application/ld+json). */
const EXECUTABLE_SCRIPT = /<script(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;

export function withoutScripts(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, '').replace(CODE_PRELOAD, '');
}

const LOADER_LISTS = new RegExp(`(<script type="application/json" id="${PAGE_LOADER_ELEMENT_ID}">)([^<]*)(</script>)`);

/** The page as served, but its loader fetches no module ahead (the translations still come). */
export function withoutCodeAhead(html: string): string {
  return html.replace(LOADER_LISTS, (_, open: string, json: string, close: string) => {
    const lists = JSON.parse(json) as PageLoaderLists;
    return open + JSON.stringify({ ...lists, soon: lists.soon.filter((tag) => tag.rel !== 'modulepreload') }) + close;
  });
}

/** The content codings the site's server uses (compression.ts), at its own settings for rendered pages. */
const CODINGS: Record<string, { decode: (body: Buffer) => Buffer; encode: (text: string) => Buffer }> = {
  identity: { decode: (body) => body, encode: (text) => Buffer.from(text) },
  gzip: { decode: gunzipSync, encode: (text) => gzipSync(text, { level: 5 }) },
  br: { decode: brotliDecompressSync, encode: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) },
};

/** Serves `upstream` (an http origin) on a free localhost port, HTML pages without their scripts. */
export const startScriptFreeProxy = (upstream: string) => startRewritingProxy(upstream, withoutScripts);

/** Serves `upstream` (an http origin) on a free localhost port, its HTML pages rewritten by `rewrite`. */
export async function startRewritingProxy(upstream: string, rewrite: (html: string) => string): Promise<LocalServer> {
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        const headers: IncomingHttpHeaders = { ...answer.headers };
        if (!String(headers['content-type'] ?? '').includes('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const coding = CODINGS[String(headers['content-encoding'] ?? 'identity')];
          if (!coding) {
            // A page this proxy cannot read would reach the browser unchanged: fail it visibly.
            outgoing.writeHead(502, { 'content-type': 'text/plain' });
            outgoing.end(`rewriting proxy: cannot decode ${String(headers['content-encoding'])}`);
            return;
          }
          const { decode, encode } = coding;
          // Encoded again as the server encoded it, so the simulated network carries about the same bytes.
          const sent = encode(rewrite(decode(Buffer.concat(chunks)).toString('utf8')));
          delete headers['transfer-encoding'];
          headers['content-length'] = String(sent.length);
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(sent);
        });
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  return listenLocally(server);
}
