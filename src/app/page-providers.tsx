import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { TranslationProvider } from '../i18n/use-translation';

/** The data and translation every part of a page renders in: the app's tree, or an island on its own. */
export function PageProviders({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TranslationProvider>{children}</TranslationProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
