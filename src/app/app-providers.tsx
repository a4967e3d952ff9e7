import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { AppRouter } from '../routes/router';
import { PageProviders } from './page-providers';

/** The app's providers, the same tree on the server and in the browser (hydration needs identical markup). */
export function AppProviders({ queryClient, i18n, router }: { queryClient: QueryClient; i18n: I18n; router: AppRouter }) {
  return (
    <PageProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </PageProviders>
  );
}
