/**
 * Locale files for the tests (and their msw server): bundled by Vite's import.meta.glob, no disk access at
 * request time. Test support, so it lives under tests/ (the Node server reads the folder: demo-api/locales-node.ts).
 */
import type { LocaleFiles } from '../../demo-api/locales';

/** Builds LocaleFiles from a path -> module map whose keys end in `<lng>/<ns>.json`. */
export function localesFromModules(modules: Record<string, unknown>): LocaleFiles {
  const out: LocaleFiles = {};
  for (const [path, mod] of Object.entries(modules)) {
    const m = /([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!m) continue;
    const value = mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
    (out[m[1] as string] ??= {})[m[2] as string] = value;
  }
  return out;
}

export const viteLocales: LocaleFiles = localesFromModules(
  import.meta.glob('../../demo-api/data/locales/*/*.json', { eager: true, import: 'default' }),
);
