// What light mode leaves out of a server page: a decorative picture. The server draws an empty frame of
// its size holding the picture's markup in an inert <template> (nothing is fetched), and showDeferredArt()
// puts it in place once the visitor asks to load everything: plain DOM, no island to wake for it.
import type { ReactNode } from 'react';

const MARK = 'data-deferred-art';

export function DeferredArt({ className, testId, children }: { className: string; testId?: string; children: ReactNode }) {
  // In the browser (the app's own render) an image made inside a template would still be fetched, and
  // the app renders the picture itself once light mode ends.
  const onServer = typeof window === 'undefined';
  return (
    <div className={className} data-testid={testId} {...{ [MARK]: '' }}>
      {onServer && <template>{children}</template>}
    </div>
  );
}

/** Puts every deferred picture of the server's HTML in place of its frame. */
export function showDeferredArt(root: ParentNode = document) {
  for (const frame of root.querySelectorAll<HTMLElement>(`[${MARK}]`)) {
    const template = frame.querySelector('template');
    if (template) frame.replaceWith(template.content.cloneNode(true));
  }
}
