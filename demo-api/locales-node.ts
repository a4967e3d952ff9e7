/** Locale files for the Node server, read once at start-up. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleFiles } from './locales';

export function readLocaleFolder(root: string): LocaleFiles {
  const out: LocaleFiles = {};
  if (!existsSync(root)) return out;
  for (const lng of readdirSync(root, { withFileTypes: true })) {
    if (!lng.isDirectory()) continue;
    const namespaces: Record<string, unknown> = (out[lng.name] = {});
    for (const file of readdirSync(join(root, lng.name))) {
      if (!file.endsWith('.json')) continue;
      try {
        namespaces[file.slice(0, -5)] = JSON.parse(readFileSync(join(root, lng.name, file), 'utf8'));
      } catch (err) {
        console.warn(`Skipping locale file ${lng.name}/${file}: ${(err as Error).message}`);
      }
    }
  }
  return out;
}
