// `node --import tsx scripts/shortcut-icons.ts`: draws the installed app's shortcut icons, one 96 px PNG
// per shortcut of the web manifest (src/offline/web-manifest.ts), into public/icons/. Each is the site's
// blue with a yellow glyph in the middle half, inside the safe zone of a round or square mask. Chromium
// renders the SVGs below; the PNGs are committed, so run this only after changing a drawing.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SHORTCUTS, shortcutIcon, type ShortcutId } from '../src/offline/web-manifest';

const SIZE = 96;
const BLUE = '#0b3d91';
const YELLOW = '#ffd23f';

/** Glyphs on a 24-unit grid, stroked (as src/ui/feature-icon.tsx draws its icons) unless `fill` says so. */
const GLYPHS: Record<ShortcutId, { d: string; fill?: boolean }> = {
  // A cash machine: its screen, and a note coming out of the slot.
  atms: { d: 'M3 3h18v12H3zM7 7h10v4H7zM8 15v6h8v-6M12 17.5v1' },
  // The bitcoin sign, as the app icon draws it.
  'buy-bitcoin': { d: 'M8 5h6a3.5 3.5 0 0 1 1 6.8A3.7 3.7 0 0 1 14 19H8zM8 12h6M10 3v2M13 3v2M10 19v2M13 19v2' },
  // The handset of the site's call widgets.
  'call-me': {
    fill: true,
    d: 'M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2a1 1 0 0 1 1.02-.24c1.12.37 2.32.57 3.57.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02l-2.2 2.2z',
  },
  // A question mark in a ring.
  help: { d: 'M12 3a9 9 0 1 0 0.01 0zM9.2 9.4a2.9 2.9 0 1 1 4.1 2.6c-.8.4-1.3 1-1.3 1.9v.6M12 17.2v.1' },
};

function svg({ d, fill }: { d: string; fill?: boolean }) {
  const paint = fill
    ? `fill="${YELLOW}"`
    : `fill="none" stroke="${YELLOW}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="${BLUE}"/>
  <g transform="translate(24 24) scale(2)" ${paint}><path d="${d}"/></g>
</svg>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
  for (const { id } of SHORTCUTS) {
    await page.setContent(`<body style="margin:0">${svg(GLYPHS[id])}</body>`);
    const file = `public${shortcutIcon(id)}`;
    writeFileSync(file, await page.locator('svg').screenshot({ type: 'png' }));
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
