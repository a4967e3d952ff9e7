import { pageAssets, type BuildManifest } from './page-assets';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_vendor.js'], isEntry: true },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['_vendor.js'] },
  'src/features/home/home-page.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['_shared.js', '_vendor.js'] },
  'src/routes/route-data.ts': { file: 'assets/route-data.js', imports: ['_shared.js'] },
};

describe('pageAssets', () => {
  const pageAssetTags = (built: BuildManifest, modules: string[]) => pageAssets(built)(modules);
  it("links the page's styles and preloads its code, once each, without what the entry loads", () => {
    expect(pageAssetTags(manifest, ['src/features/home/home-page.tsx', 'src/routes/route-data.ts'])).toEqual([
      '<link rel="stylesheet" href="/assets/home.css">',
      '<link rel="stylesheet" href="/assets/shared.css">',
      '<link rel="modulepreload" href="/assets/home.js">',
      '<link rel="modulepreload" href="/assets/shared.js">',
      '<link rel="modulepreload" href="/assets/route-data.js">',
    ]);
  });

  it('names nothing for a module the manifest does not know', () => {
    expect(pageAssetTags(manifest, ['src/unknown.tsx'])).toEqual([]);
  });
});
