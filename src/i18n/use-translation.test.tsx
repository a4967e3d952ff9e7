import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { TranslationProvider, useTranslation, type Translation } from './use-translation';

async function instance(greeting: Record<string, string>) {
  const i18n = i18next.createInstance().use(initReactI18next);
  await i18n.init({
    lng: 'es',
    fallbackLng: false,
    resources: { es: { translation: { hello: greeting.es } }, en: { translation: { hello: greeting.en } } },
  });
  return i18n;
}

describe('useTranslation', () => {
  it('gives every component the same t and instance, translates, and follows a language change', async () => {
    const i18n = await instance({ es: 'Hola', en: 'Hello' });
    const listeners = vi.spyOn(i18n, 'on');
    const seen: Translation[] = [];
    function Greeting({ id }: { id: string }) {
      const translation = useTranslation();
      seen.push(translation);
      return <p data-testid={id}>{translation.t('hello')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <TranslationProvider>
          <Greeting id="a" />
          <Greeting id="b" />
        </TranslationProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Hola');
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]!.i18n).toBe(i18n);
    // One listener for the page (the provider's), not one per component.
    expect(listeners.mock.calls.filter(([event]) => event === 'languageChanged')).toHaveLength(1);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('a').textContent).toBe('Hello');
    expect(screen.getByTestId('b').textContent).toBe('Hello');
    expect(seen.at(-1)).not.toBe(seen[0]);
    // Back to Spanish: the Spanish translation made first, not another one.
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByTestId('a').textContent).toBe('Hola');
    expect(seen.at(-1)).toBe(seen[0]);
  });

  it("reads the provider's instance (one per request on the server), not another page's", async () => {
    const page = await instance({ es: 'Página', en: 'Page' });
    const request = await instance({ es: 'Petición', en: 'Request' });
    function Greeting() {
      return <p>{useTranslation().t('hello')}</p>;
    }
    const { container } = render(
      <>
        <I18nextProvider i18n={page}>
          <TranslationProvider>
            <Greeting />
          </TranslationProvider>
        </I18nextProvider>
        <I18nextProvider i18n={request}>
          <TranslationProvider>
            <Greeting />
          </TranslationProvider>
        </I18nextProvider>
      </>,
    );
    expect(container.textContent).toBe('PáginaPetición');
  });

  it('keeps what it translated, per options, and translates again once translations are added', async () => {
    const i18n = await instance({ es: 'Hola {{name}}', en: 'Hello {{name}}' });
    // i18next's own translator (internal, untyped): each call to it is a string worked out afresh.
    const calls = vi.spyOn((i18n as unknown as { translator: { translate: () => string } }).translator, 'translate');
    let t: Translation['t'] | undefined;
    function Capture() {
      t = useTranslation().t;
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <TranslationProvider>
          <Capture />
        </TranslationProvider>
      </I18nextProvider>,
    );
    expect(t!('hello', { name: 'Ana' })).toBe('Hola Ana');
    expect(t!('hello', { name: 'Ana' })).toBe('Hola Ana');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(t!('hello', { name: 'Luis' })).toBe('Hola Luis');
    expect(calls).toHaveBeenCalledTimes(2);
    // Options that are not plain values (here an array) are never kept.
    const options = { name: 'Eva', postProcess: [] as string[] };
    expect(t!('hello', options)).toBe('Hola Eva');
    expect(t!('hello', options)).toBe('Hola Eva');
    expect(calls).toHaveBeenCalledTimes(4);
    act(() => void i18n.addResourceBundle('es', 'translation', { hello: '¡Hola {{name}}!' }, true, true));
    expect(t!('hello', { name: 'Ana' })).toBe('¡Hola Ana!');
  });
});
