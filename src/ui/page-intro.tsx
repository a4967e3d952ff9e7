import type { ReactNode } from 'react';

/** A page's heading block: the one h1 of the page and its intro paragraph. */
export function PageIntro({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <h1>{title}</h1>
      {intro && <p className="lead">{intro}</p>}
      {children}
    </header>
  );
}
