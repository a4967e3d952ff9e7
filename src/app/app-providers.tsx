import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { TranslationProvider } from '../i18n/use-translation';
import type { AppRouter } from '../routes/router';

/** The app's providers, the same tree on the server and in the browser (hydration needs identical markup). */
export function AppProviders({ queryClient, i18n, router }: { queryClient: QueryClient; i18n: I18n; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TranslationProvider>
          <RouterProvider router={router} />
        </TranslationProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
