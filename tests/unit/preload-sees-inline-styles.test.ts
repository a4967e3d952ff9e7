// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadSeesInlineStyles, withInlineStyleCheck } from '../../scripts/preload-sees-inline-styles';

/** A one-chunk app whose lazy chunk has a stylesheet, built by the installed Vite with the plugin. */
async function buildLazyChunkApp(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'preload-styles-'));
  writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
  writeFileSync(join(root, 'main.js'), "import('./lazy.js').then((lazy) => console.log(lazy.value));");
  writeFileSync(join(root, 'lazy.js'), "import './lazy.css'; export const value = 1;");
  writeFileSync(join(root, 'lazy.css'), '.lazy { color: red }');
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [preloadSeesInlineStyles()],
    build: { write: false, minify: false, modulePreload: { polyfill: false } },
  })) as Rollup.RollupOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('preloadSeesInlineStyles', () => {
  it("extends the installed Vite's preload helper to count a <style data-href> as the stylesheet already there", async () => {
    const code = await buildLazyChunkApp();
    expect(code).toContain('link[href="${dep}"]${cssSelector}');
    expect(code).toContain('style[data-href="${dep}"]');
  });

  it('stops the build when the helper no longer has the check it extends', () => {
    expect(() => withInlineStyleCheck('export const __vitePreload = () => {}')).toThrow(/preload helper changed/);
  });
});
