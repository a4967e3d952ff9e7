/**
 * What the browser build tells the site's server about its chunks (scripts/chunk-map.ts writes it to
 * dist-server/client-manifest.json): the entry, which chunk holds each source module, and what each chunk
 * imports and which stylesheets it needs. Unlike Vite's own manifest it names every module's chunk, also
 * one that shares its chunk with others (an island, the app's start-up).
 */
export interface ChunkMap {
  /** The entry's chunk (`assets/entry-….js`). */
  entry: string;
  /** Source path (`src/…`) -> the chunk that holds it. */
  modules: Record<string, string>;
  /** The view library's chunk (React DOM): every island waits for it, and it is the largest of their files. */
  viewLibrary?: string;
  /** Chunk -> the chunks it imports statically, and its stylesheets. */
  chunks: Record<string, { imports: string[]; css: string[] }>;
  /** The page's code loader (src/start-up/page-loader.ts) built into a classic script: one text per build. */
  pageLoader?: string;
}
