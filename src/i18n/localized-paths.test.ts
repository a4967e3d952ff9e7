import { localizedPath, pathInLanguage, resolvePublicPath, sameAliasPath, toInternalPath, toPublicPath } from './localized-paths';
import { isLocalized, routeTable } from './route-table';

describe('localized paths', () => {
  it.each([
    ['/comprar/btc', 'buy', 'es', '/buy/btc'],
    ['/comprar', 'buy', 'es', '/buy'],
    ['/buy/eth', 'buy', 'en', '/buy/eth'],
    ['/vender/usdt', 'sell', 'es', '/sell/usdt'],
    ['/cajeros/28013', 'atmList', 'es', '/bitcoin-atms/28013'],
    ['/cajeros-bitcoin', 'atmList', 'es', '/bitcoin-atms'],
    ['/atms/08001', 'atmList', 'en', '/bitcoin-atms/08001'],
    ['/cajero/12', 'atmDetail', 'es', '/atm/12'],
    ['/bitcoin-atm/12', 'atmDetail', 'en', '/atm/12'],
    ['/tienda-bitcoin/3', 'storeDetail', 'es', '/store/3'],
    ['/bitcoin-stores/08001', 'storeList', 'en', '/stores/08001'],
    ['/tiendas', 'storeList', 'es', '/stores'],
    ['/es', 'home', 'es', '/home'],
    ['/en/', 'home', 'en', '/home'],
    ['/pagina-ayuda/como-comprar', 'helpPage', 'es', '/help-page/como-comprar'],
    ['/paginas/legal', 'contentPage', 'es', '/pages/legal'],
    ['/token', 'token', null, '/token'],
  ])('%s is %s in %s', (path, name, lang, internal) => {
    expect(resolvePublicPath(path)).toMatchObject({ name, lang, internalPath: internal });
  });

  it('resolves a path once and answers the same, read-only result after that, also past the cache bound', () => {
    const first = resolvePublicPath('/cajero/77');
    expect(resolvePublicPath('/cajero/77')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first!.params)).toBe(true);
    for (let i = 0; i < 1500; i++) resolvePublicPath(`/cajero/${i}`);
    expect(resolvePublicPath('/cajero/77')).toEqual({
      name: 'atmDetail',
      params: { id: '77' },
      lang: 'es',
      internalPath: '/atm/77',
      pattern: first!.pattern,
    });
    expect(resolvePublicPath('/no-such-page')).toBeNull();
    expect(resolvePublicPath('/no-such-page')).toBeNull();
  });

  it('leaves unknown paths alone and hides internal-only ones', () => {
    expect(resolvePublicPath('/no-such-page')).toBeNull();
    expect(toInternalPath('/no-such-page')).toBe('/no-such-page');
    expect(toInternalPath('/home')).toBe('/errors/404');
    expect(resolvePublicPath('/atm')).toBeNull();
    expect(resolvePublicPath('/atm/1/2')).toBeNull();
  });

  it('switches language to the same page', () => {
    expect(pathInLanguage('/comprar/btc', 'en')).toBe('/buy/btc');
    expect(pathInLanguage('/buy/btc', 'es')).toBe('/comprar/btc');
    expect(pathInLanguage('/atms/28013', 'es')).toBe('/cajeros-bitcoin/28013');
    expect(pathInLanguage('/es', 'en')).toBe('/en');
    expect(pathInLanguage('/token', 'en')).toBe('/token');
    expect(pathInLanguage('/zzz', 'en')).toBe('/en');
  });

  it('writes canonical paths back in the current language', () => {
    expect(toPublicPath('/buy/btc', 'es')).toBe('/comprar/btc');
    expect(toPublicPath('/home', 'en')).toBe('/en');
    expect(toPublicPath('/stores', 'es')).toBe('/tiendas-bitcoin');
  });

  it("keeps the visitor's alias for the page they are on, with the new parameters", () => {
    const onAlias = resolvePublicPath('/cajeros')!;
    expect(sameAliasPath('/bitcoin-atms/28013', onAlias)).toBe('/cajeros/28013');
    expect(sameAliasPath('/bitcoin-atms', onAlias)).toBe('/cajeros');
    expect(sameAliasPath('/stores/28013', onAlias)).toBeNull();
    expect(sameAliasPath('/bitcoin-atms/Madrid', resolvePublicPath('/cajeros-bitcoin/08001')!)).toBe('/cajeros-bitcoin/Madrid');
    expect(sameAliasPath('/atm/1002', resolvePublicPath('/atm/1001')!)).toBe('/atm/1002');
  });

  it('round-trips every localized route in both languages', () => {
    for (const [name, entry] of Object.entries(routeTable)) {
      if (!isLocalized(entry)) continue;
      for (const lang of ['es', 'en'] as const) {
        const params = { id: '7', slug: 'x', token: 'btc', zipCode: '28013' };
        const path = localizedPath(name as keyof typeof routeTable, params, lang);
        expect(resolvePublicPath(path)).toMatchObject({ name, lang });
      }
    }
  });
});
