// A Vite plugin that writes the chunk map (src/contracts/chunk-map.ts) the site's server reads to name a
// page's code and styles: from the bundle itself, so it knows every module's chunk. It carries the page's
// code loader too, built for this bundle.
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import type { ChunkMap } from '../src/contracts/chunk-map';
import { VIEW_LIBRARY_GROUP } from './island-chunks';
import { buildPageLoader } from './page-loader';

/** Where the map goes in the browser build (scripts/build.ts moves it to the server's folder). */
export const CHUNK_MAP_FILE = '.vite/chunk-map.json';

/** `entry`: the entry module; its chunk is the one the page's script tag names. */
export function chunkMap(root: string, entry: string): Plugin {
  return {
    name: 'chunk-map',
    // After Vite's own generateBundle hooks: they drop a chunk with no modules of its own (the entry's
    // facade, when its modules went into a manual chunk) as if it held styles only.
    enforce: 'post',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const map: ChunkMap = { entry: '', modules: {}, chunks: {}, pageLoader: buildPageLoader(root) };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.moduleIds.includes(entry)) map.entry = output.fileName;
        if (output.name === VIEW_LIBRARY_GROUP) map.viewLibrary = output.fileName;
        map.chunks[output.fileName] = { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] };
        for (const id of output.moduleIds) {
          const source = relative(root, id);
          if (source.startsWith('src/')) map.modules[source] = output.fileName;
        }
      }
      if (!map.entry) this.error('chunk-map: no chunk holds the entry module');
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP_FILE, source: JSON.stringify(map) });
    },
  };
}
