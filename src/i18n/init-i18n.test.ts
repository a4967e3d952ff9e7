import { QueryClient } from '@tanstack/react-query';
import { i18n, initI18n, localesQuery } from './i18n';

describe('initI18n in the browser', () => {
  it('sets i18next up with the translations already in the cache, fetching nothing', async () => {
    const queryClient = new QueryClient();
    // Cached, as when taking over a server page.
    queryClient.setQueryData(localesQuery('en').queryKey, { common: { hello: 'Hello' } });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await initI18n(queryClient, 'en');
    expect(i18n.t('common.hello')).toBe('Hello');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
