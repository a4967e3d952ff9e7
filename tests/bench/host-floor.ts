// The host floor: Lighthouse on a complete page of one heading and one paragraph, with no CSS, no script
// and no image. Nothing on it can be made lighter, so what Lighthouse finds there (long tasks, TBT) is the
// cost of this machine and browser, not of any site: a budget this page misses cannot be met on this host.
import { createServer } from 'node:http';
import { listenLocally, type LocalServer } from './local-server';

const MINIMAL_PAGE = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>Host floor</title><meta name="description" content="A page of one heading and one paragraph."></head>',
  '<body><h1>Host floor</h1><p>One heading and one paragraph: nothing else for the browser to do.</p></body>',
  '</html>',
].join('\n');

/** Serves MINIMAL_PAGE at / on a free localhost port; any other path (the favicon) answers 404. */
export async function startMinimalPage(): Promise<LocalServer> {
  const server = createServer((incoming, outgoing) => {
    if (incoming.url !== '/') {
      outgoing.writeHead(404).end();
      return;
    }
    outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    outgoing.end(MINIMAL_PAGE);
  });
  return listenLocally(server);
}
