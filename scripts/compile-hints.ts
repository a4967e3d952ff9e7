// A Vite plugin that asks V8 to compile the islands' code as it arrives instead of at its first call.
// That code is fetched ahead and run at the visitor's first touch; compiled lazily, each of its functions
// was compiled on the main thread the first time it ran, in the very task that answers that touch.
// With Chrome's explicit compile hint (a first line `//# allFunctionsCalledOnLoad`), V8 compiles the whole
// file while it streams it in, off the main thread. Other engines read a comment. The app's own chunks
// (the router, the pages) get no hint: most of their code never runs on a first document.
import type { Plugin, Rollup } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The code a first touch runs: the islands' chunks, the islands' runtime, and all they import. */
const FIRST_TOUCH_MODULE = /\/src\/(.+-island\.tsx|start-up\/page-runtime\.tsx)$/;

export function firstTouchChunks(chunks: Rollup.OutputChunk[]): Set<Rollup.OutputChunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  chunks.filter((chunk) => chunk.moduleIds.some((id) => FIRST_TOUCH_MODULE.test(id))).forEach(visit);
  return found;
}

export const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  // After minification (renderChunk), which would drop the comment.
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
    for (const chunk of firstTouchChunks(chunks)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  },
});
