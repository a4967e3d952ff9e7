/**
 * Prints the stand-in's content (demo-api) as JSON for the CMS seed: the same attributes per language
 * that demo-api serves under /cms/api, so the seed has one source of truth. Run with tsx:
 *   ../node_modules/.bin/tsx scripts/export-seed.ts > .tmp/seed.json
 * Media fields are still URL paths here (/images/...); the bootstrap uploads the files.
 */
import { singleTypes } from '../../demo-api/data/content/singles';
import { collections } from '../../demo-api/routes/cms-collections';

const LANGS = ['es', 'en'] as const;

const byLang = <T>(read: (lang: (typeof LANGS)[number]) => T) => Object.fromEntries(LANGS.map((lang) => [lang, read(lang)]));

const seed = {
  singles: Object.fromEntries(Object.entries(singleTypes).map(([type, content]) => [type, byLang((lang) => content[lang])])),
  collections: Object.fromEntries(Object.entries(collections).map(([type, list]) => [type, byLang((lang) => list(lang))])),
};

process.stdout.write(`${JSON.stringify(seed)}\n`);
