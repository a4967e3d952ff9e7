// The site's wording as the demo backend serves it, for tests that look for what a visitor reads.
import { readFileSync } from 'node:fs';

interface TranslationTree {
  [key: string]: TranslationTree | string;
}
const translationFiles = new Map<string, TranslationTree>();

/** The translation behind `<namespace>.<key>` in the locale files the demo backend serves. */
export function translation(lang: 'en' | 'es', key: string, params: Record<string, string | number> = {}): string {
  const [ns, ...path] = key.split('.');
  const file = `demo-api/data/locales/${lang}/${ns}.json`;
  if (!translationFiles.has(file)) translationFiles.set(file, JSON.parse(readFileSync(file, 'utf8')) as TranslationTree);
  const value = path.reduce<TranslationTree | string>(
    (node, part) => (typeof node === 'string' ? node : node[part]),
    translationFiles.get(file)!,
  );
  if (typeof value !== 'string') throw new Error(`No translation ${lang}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
