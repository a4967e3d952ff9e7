import { http, HttpResponse } from 'msw';
import { demoApp, server } from '../../../tests/setup/msw-server';
import { webManifestFile } from './web-manifest-file';

const manifestOf = async (host: string) => {
  const file = await webManifestFile(new URL(`http://${host}/manifest.webmanifest`));
  expect(file.type).toBe('application/manifest+json');
  return JSON.parse(file.body) as { lang: string; name: string; shortcuts: Array<{ name: string; url: string }> };
};

/** The market record of Panama as the content service gives it, with another default language. */
const panamaSpeaks = (locale: string) =>
  server.use(
    http.get('*/cms/api/markets/4', async ({ request }) => {
      const answer = (await (await demoApp.fetch(request)).json()) as { data: { attributes: { DefaultLocale: string } } };
      answer.data.attributes.DefaultLocale = locale;
      return HttpResponse.json(answer);
    }),
  );

it("answers a host in its market's default language, on that language's paths", async () => {
  const manifest = await manifestOf('py.localhost');
  expect(manifest.lang).toBe('es');
  expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    ['Cajeros cerca de mí', '/cajeros-bitcoin'],
    ['Comprar bitcoin', '/comprar/btc'],
    ['Llámame', '/contacto'],
    ['Ayuda', '/centro-ayuda'],
  ]);
});

it('a market whose default language is English gets the English manifest', async () => {
  panamaSpeaks('en-US');
  const manifest = await manifestOf('pa.localhost');
  expect(manifest).toMatchObject({ lang: 'en', name: 'CryptoPlaza: buy and sell crypto' });
  expect(manifest.shortcuts.map(({ url }) => url)).toEqual(['/bitcoin-atms', '/buy/btc', '/contact', '/help-center']);
});

it('is Spanish when the market record cannot be read', async () => {
  server.use(http.get('*/cms/api/markets/4', () => HttpResponse.json({ data: null, error: { status: 500 } }, { status: 500 })));
  expect((await manifestOf('pa.localhost')).lang).toBe('es');
});

it('fails when the translations cannot be read (the server then answers the build’s own file)', async () => {
  server.use(http.get('*/locales/es', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
  await expect(webManifestFile(new URL('http://es.localhost/manifest.webmanifest'))).rejects.toThrow();
});
