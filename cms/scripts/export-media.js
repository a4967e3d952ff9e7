#!/usr/bin/env node
'use strict';
/**
 * Copies the media library of a seeded Strapi (its SQLite `files` table and public/uploads) into the
 * stand-in: demo-api/data/cms-media.json (the upload plugin's records, keyed by the seed's image path)
 * and demo-api/data/uploads/ (the files and the formats Strapi generated with sharp). The stand-in then
 * answers media exactly as Strapi does without an image library of its own. Run after a fresh seed:
 *   npm start (once, to seed) && node scripts/export-media.js
 */
const fs = require('fs');
const path = require('path');
const Database = require('better-sqlite3');

const CMS_DIR = path.join(__dirname, '..');
const OUT_DIR = path.join(CMS_DIR, '..', 'demo-api', 'data');
const db = new Database(path.join(CMS_DIR, process.env.DATABASE_FILENAME || '.tmp/data.db'), { readonly: true });
const seedPaths = JSON.parse(
  require('child_process')
    .execFileSync(
      path.join(CMS_DIR, '..', 'node_modules/.bin/tsx'),
      ['-e', "import('../demo-api/cms-model.ts').then((m) => console.log(JSON.stringify(m.seedMediaPaths())))"],
      { cwd: CMS_DIR },
    )
    .toString(),
);

const byName = new Map(
  db
    .prepare('SELECT * FROM files ORDER BY id')
    .all()
    .map((row) => [row.name.replace(/\.[^.]+$/, ''), row]),
);
const media = {};
const uploads = path.join(OUT_DIR, 'uploads');
fs.rmSync(uploads, { recursive: true, force: true });
fs.mkdirSync(uploads, { recursive: true });
for (const seedPath of seedPaths) {
  const row = byName.get(path.basename(seedPath).replace(/\.[^.]+$/, ''));
  if (!row) throw new Error(`no uploaded file for ${seedPath}: seed the CMS first`);
  const formats = row.formats ? JSON.parse(row.formats) : null;
  for (const url of [row.url, ...Object.values(formats ?? {}).map((f) => f.url)]) {
    fs.copyFileSync(path.join(CMS_DIR, 'public', url), path.join(uploads, path.basename(url)));
  }
  media[seedPath] = {
    id: row.id,
    name: row.name,
    alternativeText: row.alternative_text,
    caption: row.caption,
    width: row.width,
    height: row.height,
    formats,
    hash: row.hash,
    ext: row.ext,
    mime: row.mime,
    size: row.size,
    url: row.url,
    previewUrl: row.preview_url,
    provider: row.provider,
    provider_metadata: row.provider_metadata,
  };
}
fs.writeFileSync(path.join(OUT_DIR, 'cms-media.json'), `${JSON.stringify(media, null, 2)}\n`);
console.log(`${Object.keys(media).length} media records, ${fs.readdirSync(uploads).length} files -> demo-api/data/uploads`);
