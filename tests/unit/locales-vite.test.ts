// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localesFromModules, viteLocales } from '../setup/locales-vite';

describe('locale files', () => {
  it('maps <lng>/<ns>.json paths to nested objects', () => {
    expect(
      localesFromModules({ './data/locales/es/common.json': { default: { a: 1 } }, './data/locales/en/common.json': { a: 2 } }),
    ).toEqual({
      es: { common: { a: 1 } },
      en: { common: { a: 2 } },
    });
  });

  it('bundles the demo-api/data/locales folder through import.meta.glob', () => {
    expect(Object.keys(viteLocales).sort()).toEqual(['en', 'es']);
    expect(Object.keys(viteLocales.es ?? {})).toContain('common');
  });
});
