/** Locale files for tests and the browser (msw): bundled by Vite at build time, no disk access at request time. */
import { localesFromModules, type LocaleFiles } from './locales';

export const viteLocales: LocaleFiles = localesFromModules(import.meta.glob('./data/locales/*/*.json', { eager: true, import: 'default' }));
