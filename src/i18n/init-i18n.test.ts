import { QueryClient } from '@tanstack/react-query';
import { i18n, initI18n, localesQuery } from './i18n';

const steps: string[] = [];
// What the browser would do in between: here, note whether the translations were already in.
vi.mock('../app/yield-to-main', () => ({
  yieldToMain: async () => void steps.push(i18n.exists('common.hello') ? 'yield after the translations' : 'yield'),
}));

describe('initI18n in the browser', () => {
  it('sets i18next up, lets the browser in, then adds the translations', async () => {
    const queryClient = new QueryClient();
    // Cached, as when taking over a server page: nothing is fetched.
    queryClient.setQueryData(localesQuery('en').queryKey, { common: { hello: 'Hello' } });
    i18n.on('initialized', () => steps.push('init'));
    await initI18n(queryClient, 'en');
    expect(steps).toEqual(['init', 'yield']);
    expect(i18n.t('common.hello')).toBe('Hello');
  });
});
