// Renders a component inside the app's providers (query client, i18n in the given language, a
// memory router), for component tests. Translations come from the demo backend through msw.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { appStore } from '../../src/state/app-store';
import { createQueryClient } from '../../src/state/query-client';
import { i18n, initI18n, loadLanguage } from '../../src/i18n/i18n';
import type { Lang } from '../../src/i18n/route-table';
import type { MarketId } from '../../src/markets/market-table';

export async function renderWithApp(ui: ReactNode, { lang = 'es', marketId = 1 }: { lang?: Lang; marketId?: MarketId } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  appStore.set({ marketId, realLocale: lang, locale: lang === 'en' ? 'en' : 'es-ES', snackbars: [] });
  if (i18n.isInitialized) await loadLanguage(i18n, queryClient, lang);
  else await initI18n(queryClient, lang);
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
