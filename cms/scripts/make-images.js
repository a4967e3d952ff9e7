#!/usr/bin/env node
'use strict';
/**
 * Draws the content's illustrations and writes them under ../seed-images/images, where the seed uploads them
 * from (lib/seed.js): the home hero, generic store and ATM photos (shared by locations, see
 * demo-api/data/location-content.ts) and the Open Graph images (1200x630: link previews do not render
 * SVG). Each is hand-written SVG rendered with the sharp that Strapi already installs, so nothing is
 * downloaded and the output is the same on every run. Rasters, not SVG, so Strapi makes its formats
 * (the srcset). Run again after changing a drawing:  node scripts/make-images.js
 */
const fs = require('fs');
const path = require('path');
const sharp = require('sharp');

const OUT = path.join(__dirname, '..', 'seed-images', 'images');
const C = { brand: '#0b3d91', brandDark: '#072a66', accent: '#ffd23f', ink: '#14213d', light: '#e8edf5', ok: '#2f9e5b', line: '#d5dce8' };

const coin = (cx, cy, r, fill = C.accent) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${C.ink}" stroke-opacity=".25" stroke-width="${r * 0.08}"/>` +
  `<text x="${cx}" y="${cy + r * 0.36}" font-family="DejaVu Sans" font-weight="bold" font-size="${r}" text-anchor="middle" fill="${C.ink}">B</text>` +
  // The bitcoin sign's two strokes (the installed fonts have no U+20BF).
  [-0.12, 0.1]
    .map((dx) => `<rect x="${cx + r * dx}" y="${cy - r * 0.56}" width="${r * 0.08}" height="${r * 1.12}" fill="${C.ink}"/>`)
    .join('');

/** A crypto ATM seen from the front, its top-left corner at x,y, `w` wide. */
const atm = (x, y, w, body = C.light) => {
  const h = w * 1.9;
  return `<g transform="translate(${x} ${y})">
    <rect width="${w}" height="${h}" rx="${w * 0.08}" fill="${body}"/>
    <rect width="${w}" height="${w * 0.22}" rx="${w * 0.08}" fill="${C.accent}"/>
    <text x="${w / 2}" y="${w * 0.16}" font-family="DejaVu Sans" font-weight="bold" font-size="${w * 0.12}" text-anchor="middle" fill="${C.ink}">BITCOIN ATM</text>
    <rect x="${w * 0.12}" y="${w * 0.34}" width="${w * 0.76}" height="${w * 0.56}" rx="${w * 0.04}" fill="${C.brandDark}"/>
    <rect x="${w * 0.2}" y="${w * 0.44}" width="${w * 0.6}" height="${w * 0.06}" rx="${w * 0.03}" fill="${C.accent}"/>
    <rect x="${w * 0.2}" y="${w * 0.56}" width="${w * 0.42}" height="${w * 0.05}" rx="${w * 0.025}" fill="${C.light}" fill-opacity=".7"/>
    <rect x="${w * 0.2}" y="${w * 0.66}" width="${w * 0.5}" height="${w * 0.05}" rx="${w * 0.025}" fill="${C.light}" fill-opacity=".7"/>
    <rect x="${w * 0.3}" y="${w * 1.02}" width="${w * 0.4}" height="${w * 0.26}" rx="${w * 0.03}" fill="${C.ink}"/>
    <rect x="${w * 0.36}" y="${w * 1.08}" width="${w * 0.28}" height="${w * 0.14}" fill="${C.light}"/>
    <rect x="${w * 0.2}" y="${w * 1.42}" width="${w * 0.6}" height="${w * 0.05}" rx="${w * 0.025}" fill="${C.ink}"/>
    <rect x="${w * 0.2}" y="${w * 1.56}" width="${w * 0.6}" height="${w * 0.16}" rx="${w * 0.03}" fill="${C.ink}" fill-opacity=".15"/>
  </g>`;
};

/** A phone showing a buy screen, top-left corner at x,y. */
const phone = (x, y, w) => {
  const h = w * 2;
  return `<g transform="translate(${x} ${y})">
    <rect width="${w}" height="${h}" rx="${w * 0.14}" fill="${C.ink}"/>
    <rect x="${w * 0.07}" y="${w * 0.12}" width="${w * 0.86}" height="${h - w * 0.26}" rx="${w * 0.06}" fill="#ffffff"/>
    <rect x="${w * 0.16}" y="${w * 0.3}" width="${w * 0.68}" height="${w * 0.12}" rx="${w * 0.04}" fill="${C.line}"/>
    <rect x="${w * 0.16}" y="${w * 0.5}" width="${w * 0.68}" height="${w * 0.12}" rx="${w * 0.04}" fill="${C.line}"/>
    ${coin(w / 2, w * 1.05, w * 0.24)}
    <rect x="${w * 0.16}" y="${w * 1.5}" width="${w * 0.68}" height="${w * 0.16}" rx="${w * 0.06}" fill="${C.accent}"/>
  </g>`;
};

const svg = (w, h, body, background = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background}${body}</svg>`);

const gradient = (w, h, from, to, id = 'bg') =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;

/** Home hero: transparent, drawn to sit on the hero's own blue gradient (light or dark scheme). */
const hero = () =>
  svg(
    960,
    720,
    `
    <circle cx="520" cy="360" r="300" fill="#ffffff" fill-opacity=".07"/>
    <circle cx="520" cy="360" r="210" fill="#ffffff" fill-opacity=".06"/>
    ${atm(300, 110, 260)}
    ${phone(610, 250, 170)}
    ${coin(230, 210, 62)}
    ${coin(820, 170, 44)}
    ${coin(160, 520, 40)}
    <path d="M590 560 q60 40 120 -10" fill="none" stroke="${C.accent}" stroke-width="10" stroke-linecap="round"/>`,
  );

/** A shop front with an ATM in the window; the awning and wall colours tell neighbouring stores apart. */
const store = (awning, wall, street) =>
  svg(
    960,
    600,
    `
    <rect y="470" width="960" height="130" fill="${street}"/>
    <rect x="110" y="90" width="740" height="380" fill="${wall}"/>
    <rect x="110" y="60" width="740" height="60" fill="${C.ink}"/>
    <text x="480" y="103" font-family="DejaVu Sans" font-weight="bold" font-size="34" text-anchor="middle" fill="#ffffff">CRYPTO</text>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${110 + i * 92.5} 120 h92.5 v40 q-46 30 -92.5 0z" fill="${i % 2 ? awning : '#ffffff'}"/>`).join('')}
    <rect x="150" y="200" width="380" height="230" fill="#bcd3ee"/>
    <path d="M150 200 l140 0 l-140 140z" fill="#ffffff" fill-opacity=".35"/>
    ${atm(330, 250, 90, '#ffffff')}
    <rect x="590" y="190" width="210" height="280" fill="${C.ink}" fill-opacity=".85"/>
    <rect x="610" y="210" width="170" height="160" fill="#bcd3ee" fill-opacity=".6"/>
    <circle cx="770" cy="340" r="8" fill="${C.accent}"/>
    ${coin(695, 420, 30)}
    <rect x="0" y="460" width="960" height="14" fill="#ffffff" fill-opacity=".4"/>`,
    gradient(960, 600, '#9cc3ea', '#dfeaf6', 'sky'),
  );

/** An ATM in a hall or on a street: the setting changes, the machine is the same. */
const atmPhoto = (wall, floor, accentWall) =>
  svg(
    960,
    600,
    `
    <rect y="440" width="960" height="160" fill="${floor}"/>
    <rect x="0" y="0" width="960" height="440" fill="${wall}"/>
    <rect x="620" y="60" width="260" height="380" fill="${accentWall}"/>
    <rect x="80" y="80" width="200" height="260" fill="#ffffff" fill-opacity=".35"/>
    <ellipse cx="480" cy="560" rx="190" ry="22" fill="#000000" fill-opacity=".18"/>
    ${atm(360, 95, 240)}
    <rect x="0" y="436" width="960" height="8" fill="#000000" fill-opacity=".08"/>`,
  );

/** A 1200x630 link preview: the brand name, the page's drawing and a yellow band (no translated words). */
const og = (drawing) =>
  svg(
    1200,
    630,
    `
    <circle cx="900" cy="315" r="260" fill="#ffffff" fill-opacity=".07"/>
    <text x="80" y="270" font-family="DejaVu Sans" font-weight="bold" font-size="86" fill="#ffffff">CryptoPlaza</text>
    <rect x="80" y="310" width="220" height="14" rx="7" fill="${C.accent}"/>
    ${drawing}`,
    gradient(1200, 630, C.brand, C.brandDark),
  );

const IMAGES = [
  // WebP keeps the transparency at a JPEG's weight, and so do the formats Strapi makes of it (a PNG's
  // resized formats came out three to five times heavier than the original).
  ['hero/hero-exchange.webp', hero(), (s) => s.webp({ quality: 80 })],
  ['locations/store-1.jpg', store('#b3261e', '#f2e6d0', '#8a8f99')],
  ['locations/store-2.jpg', store('#146c2e', '#e6e9ef', '#7d8592')],
  ['locations/store-3.jpg', store(C.brand, '#f4efe4', '#949aa4')],
  ['locations/atm-1.jpg', atmPhoto('#e9edf3', '#b9c0cb', C.brand)],
  ['locations/atm-2.jpg', atmPhoto('#f3ebe0', '#a79a88', '#146c2e')],
  ['locations/atm-3.jpg', atmPhoto('#dfe7e2', '#8e9a93', C.brandDark)],
  ['og/og-home.jpg', og(`${atm(760, 130, 150)}${phone(940, 250, 110)}${coin(700, 470, 44)}`)],
  ['og/og-buy.jpg', og(`${phone(820, 120, 190)}${coin(760, 180, 60)}${coin(1080, 480, 44)}`)],
  [
    'og/og-sell.jpg',
    og(
      `${coin(860, 250, 110)}<path d="M820 470 h160 l-30 -30 M980 470 l-30 30" fill="none" stroke="${C.accent}" stroke-width="14" stroke-linecap="round"/>`,
    ),
  ],
  ['og/og-atms.jpg', og(`${atm(820, 75, 250)}`)],
  [
    'og/og-stores.jpg',
    og(
      `<g transform="translate(700 150) scale(.5)">${store('#b3261e', '#f2e6d0', '#8a8f99')
        .toString()
        .replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g>`,
    ),
  ],
];

(async () => {
  for (const [file, source, encode = (s) => s.jpeg({ quality: 78, mozjpeg: true })] of IMAGES) {
    const out = path.join(OUT, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const info = await encode(sharp(source)).toFile(out);
    console.log(`${file} ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`);
  }
})();
