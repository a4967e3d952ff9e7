import { startLocale } from './start-locale';

describe('startLocale', () => {
  it('English route: locale en, real locale en', () => {
    expect(startLocale('en', 'es-PY')).toEqual({ locale: 'en', realLocale: 'en' });
  });

  it('Spanish route: the market default, real locale es', () => {
    expect(startLocale('es', 'es-PY')).toEqual({ locale: 'es-PY', realLocale: 'es' });
    expect(startLocale('es', undefined)).toEqual({ locale: 'es-ES', realLocale: 'es' });
  });

  it('no route locale: the market default', () => {
    expect(startLocale(null, 'es-AR')).toEqual({ locale: 'es-AR', realLocale: 'es' });
    expect(startLocale(null, 'en-US')).toEqual({ locale: 'en-US', realLocale: 'en' });
  });

  it('no route locale and no market default: es-ES / es', () => {
    expect(startLocale(null, undefined)).toEqual({ locale: 'es-ES', realLocale: 'es' });
    expect(startLocale(null, '')).toEqual({ locale: 'es-ES', realLocale: 'es' });
  });
});
