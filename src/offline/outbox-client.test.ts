import { appStore } from '../state/app-store';
import { i18n } from '../i18n/i18n';
import { onOutboxEvent } from './outbox-client';
import { viteLocales } from '../../tests/setup/locales-vite';

const translation = viteLocales.en as Record<string, Record<string, unknown>>;

beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation } }, interpolation: { escapeValue: false } }));
beforeEach(() => appStore.set({ snackbars: [] }));

const item = { kind: 'newsletter' as const, key: 'k-1', queuedAt: 0 };

describe('the outbox announces each event once', () => {
  it('leaves "queued" to the form that sent the write', () => {
    onOutboxEvent({ type: 'queued', item });
    expect(appStore.get().snackbars).toEqual([]);
  });

  it('says a delivery once, with the normal success message', () => {
    onOutboxEvent({ type: 'delivered', item });
    expect(appStore.get().snackbars.map(({ severity, message }) => ({ severity, message }))).toEqual([
      { severity: 'success', message: 'Thank you for subscribing!' },
    ]);
  });
});
