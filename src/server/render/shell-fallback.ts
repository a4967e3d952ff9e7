// The built client shell (dist/index.html): the template every rendered page is filled into, and the
// answer when there is no render (no server bundle, or a render that failed or took too long), which
// then loads the page itself in the browser.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compressResponse } from '../http/compression';

export const HTML_TYPE = 'text/html; charset=utf-8';

export interface ShellFallback {
  /** The shell's HTML, read once; rejects while the site is not built. */
  template(): Promise<string>;
  /** The shell as the answer (no-store), or a 503 while the site is not built; `reason` (a render's failure) is logged. */
  answer(req: Request, reason: unknown): Promise<Response>;
}

export function shellFallback(distDir: string, csp: string): ShellFallback {
  let template: Promise<string> | undefined;
  const shellTemplate = () => (template ??= readFile(join(distDir, 'index.html'), 'utf8'));

  async function shell(req: Request, reason: unknown): Promise<Response> {
    if (reason)
      console.warn(
        `Server render failed for ${new URL(req.url).pathname}; answering the client shell.`,
        reason instanceof Error ? reason.message : reason,
      );
    const body = await shellTemplate().catch(() => undefined);
    if (body === undefined) {
      template = undefined;
      return new Response(
        'The site is not built yet: run `npm run build`. The services still answer under /cms, /gateway, /rates, /telephony, /locales, /newsletter.',
        {
          status: 503,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        },
      );
    }
    return compressResponse(
      req,
      new Response(req.method === 'HEAD' ? null : body, {
        status: 200,
        headers: { 'content-type': HTML_TYPE, 'cache-control': 'no-store', 'content-security-policy': csp },
      }),
    );
  }

  return { template: shellTemplate, answer: shell };
}
