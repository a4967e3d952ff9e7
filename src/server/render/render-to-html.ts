// React's element tree as one HTML string, every suspense boundary resolved (no streaming scripts).
// React 18's Node stream (renderToPipeableStream) writes a whole 2 KB view when a multibyte character
// does not fit in what is left of it, so the unused bytes go out as NULs ahead of the character (the
// view is sent instead of `currentView.subarray(0, writtenBytes)`). The Web stream encodes each string
// whole before it splits bytes, so it has no such gap; Node 20 has Web streams.
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';

/** Thrown when the page cannot be rendered from the services' answers: the server answers the shell. */
export class RenderFailure extends Error {}

export async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    // Every boundary inline, however large: no out-of-line segments, so no inline scripts to reveal them.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  }).catch((error: unknown) => {
    throw new RenderFailure('Render failed', { cause: error });
  });
  await stream.allReady;
  if (failure) throw new RenderFailure('Render failed', { cause: failure });
  const html = await new Response(stream).text();
  // The strict CSP runs no inline script; markup that needs one would not hydrate, so it is a failure.
  if (/<script(?![^>]*type="application\/(?:ld\+)?json")/.test(html)) throw new RenderFailure('The render emitted an inline script');
  return html;
}
