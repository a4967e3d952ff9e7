import { viteLocales } from '../../tests/setup/locales-vite';
import { SHORTCUTS, translator, webManifest } from './web-manifest';

const es = () => webManifest('es', translator(viteLocales.es!, viteLocales.en));
const en = () => webManifest('en', translator(viteLocales.en!));

it('lists the four shortcuts in Spanish, on the Spanish paths, each with its 96 px icon', () => {
  expect(es().shortcuts).toEqual([
    expect.objectContaining({ name: 'Cajeros cerca de mí', url: '/cajeros-bitcoin' }),
    expect.objectContaining({ name: 'Comprar bitcoin', url: '/comprar/btc' }),
    expect.objectContaining({ name: 'Llámame', url: '/contacto' }),
    expect.objectContaining({ name: 'Ayuda', url: '/centro-ayuda' }),
  ]);
  for (const shortcut of es().shortcuts) {
    expect(shortcut.icons).toEqual([
      { src: expect.stringMatching(/^\/icons\/shortcut-[a-z-]+-96\.png$/), sizes: '96x96', type: 'image/png' },
    ]);
    expect(shortcut.short_name.length).toBeLessThanOrEqual(12);
  }
  expect(new Set(es().shortcuts.map((shortcut) => shortcut.icons[0]!.src)).size).toBe(SHORTCUTS.length);
});

it('in English, the same shortcuts on the English paths', () => {
  const manifest = en();
  expect(manifest.lang).toBe('en');
  expect(manifest.name).toBe('CryptoPlaza: buy and sell crypto');
  expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    ['ATMs near me', '/bitcoin-atms'],
    ['Buy bitcoin', '/buy/btc'],
    ['Call me', '/contact'],
    ['Help', '/help-center'],
  ]);
});

it('keeps the install fields whatever the language', () => {
  expect(es()).toMatchObject({ lang: 'es', start_url: '/?source=pwa', scope: '/', display: 'standalone' });
  expect(es().icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
});

it('a text the language lacks comes from the fallback, and one neither has is an error', () => {
  const t = translator({ pwa: { name: 'Nombre' } }, { pwa: { name: 'Name', shortName: 'Short' } });
  expect(t('pwa.name')).toBe('Nombre');
  expect(t('pwa.shortName')).toBe('Short');
  expect(() => t('pwa.description')).toThrow('No translation for pwa.description');
});
