// What hydrating an island takes, loaded once for all of a first document's islands: React DOM, the
// page's shared runtime (page-runtime.ts) and the providers an island renders in. No router.
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { PageProviders } from '../app/page-providers';
import { i18n } from '../i18n/i18n';
import { pageRuntime, type PageRuntime } from './page-runtime';

export type Hydrate = (element: HTMLElement, name: string, Component: ComponentType<object>, props: object) => Root;

/** Prepares the runtime, then hydrates each island given as a root of its own over its server HTML. */
export async function islandHydration(): Promise<Hydrate> {
  const { queryClient }: PageRuntime = await pageRuntime();
  return (element, name, Component, props) =>
    hydrateRoot(
      element,
      <PageProviders queryClient={queryClient} i18n={i18n}>
        <Component {...props} />
      </PageProviders>,
      // A mismatch is a defect (the server and the island disagree): loud in the console, where tests look.
      { onRecoverableError: (error) => console.error(`The island "${name}" did not match the server's HTML`, error) },
    );
}
