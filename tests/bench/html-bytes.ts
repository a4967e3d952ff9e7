// The HTML of each page as the server sends it to a browser that takes gzip: the server's own on-the-fly
// compression (compression.ts, gzip level 5 for rendered pages), counted on the wire. The same body at
// gzip level 9 is there for comparison.
import { gunzipSync, gzipSync } from 'node:zlib';
import { httpGet } from './http-get';
import { BENCH_PAGES } from './pages';

export interface HtmlBytes {
  path: string;
  status: number;
  /** Bytes on the wire, as the server encoded them. */
  servedKb: number;
  encoding: string;
  rawKb: number;
  gzip9Kb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function measureHtmlBytes(origin: string): Promise<HtmlBytes[]> {
  const results: HtmlBytes[] = [];
  for (const { path } of BENCH_PAGES) {
    const res = await httpGet(`${origin}${path}`, { 'accept-encoding': 'gzip' });
    const encoding = String(res.headers['content-encoding'] ?? 'identity');
    const raw = encoding === 'gzip' ? gunzipSync(res.body) : res.body;
    results.push({
      path,
      status: res.status,
      servedKb: kb(res.body.length),
      encoding,
      rawKb: kb(raw.length),
      gzip9Kb: kb(gzipSync(raw, { level: 9 }).length),
    });
  }
  return results;
}
