// The code and styles a server-rendered page needs, from Vite's build manifest: its styles must be
// in the head (else the page paints unstyled and then jumps), its code is preloaded so hydration does
// not wait for a second round trip.
import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

export function readManifest(path: string): BuildManifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/**
 * Stylesheets and module preloads for a page's `modules`, leaving out what the entry (index.html) already
 * loads. The entry's own closure is worked out once per manifest, not per request.
 */
export function pageAssets(manifest: BuildManifest): (modules: string[]) => string[] {
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    manifest[key].imports?.forEach((imported) => visit(imported, into));
  };
  const loadedByEntry = new Set<string>();
  Object.entries(manifest).forEach(([key, chunk]) => chunk.isEntry && visit(key, loadedByEntry));
  return (modules) => {
    const needed = new Set<string>();
    modules.forEach((module) => visit(module, needed));
    const styles = new Set<string>();
    const scripts: string[] = [];
    for (const key of needed) {
      if (loadedByEntry.has(key)) continue;
      manifest[key].css?.forEach((file) => styles.add(file));
      scripts.push(manifest[key].file);
    }
    return [...[...styles].map((file) => `<link rel="stylesheet" href="/${file}">`), ...scripts.map((file) => `<link rel="modulepreload" href="/${file}">`)];
  };
}
