'use strict';
/**
 * Seeds every content type from the stand-in's own data (demo-api/data, mapped by demo-api's routes),
 * so the CMS and the stand-in serve the same content from one source. scripts/export-seed.ts prints it
 * as JSON (run through tsx, since demo-api is TypeScript); SEED_FILE points at a saved export instead.
 *
 * Idempotent: a type is seeded once (recorded in Strapi's core store) and only while it has no entries.
 * Spanish entries keep the stand-in's ids (markets/1, 2, 4...); English localizations come after them.
 */
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const mime = require('mime-types');
const { DEFAULT_LOCALE, LOCALES } = require('./locales');

const CMS_DIR = path.join(__dirname, '..');
const REPO_DIR = path.join(CMS_DIR, '..');
// Content images live beside the CMS (they are content, not the site's files); the site's own default
// share image is in the site's public folder. A media path is looked up in each, in this order.
const MEDIA_DIRS = [path.join(CMS_DIR, 'seed-images'), path.join(REPO_DIR, 'public')];
const STORE = { type: 'core', name: 'cms-seed' };

function loadSeed() {
  if (process.env.SEED_FILE) return JSON.parse(fs.readFileSync(process.env.SEED_FILE, 'utf8'));
  const tsx = [path.join(CMS_DIR, 'node_modules/.bin/tsx'), path.join(REPO_DIR, 'node_modules/.bin/tsx')].find((p) => fs.existsSync(p));
  if (!tsx)
    throw new Error('tsx not found: install the site (npm install at the repo root) or set SEED_FILE to a saved `npm run seed:export`');
  const out = execFileSync(tsx, [path.join(CMS_DIR, 'scripts/export-seed.ts')], { cwd: CMS_DIR, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8'));
}

/** A small real PNG standing in for an image the site references but the repo does not have (coin icons). */
async function placeholderPng(url, dir) {
  const name = path.basename(url).replace(/\.[^.]+$/, '');
  const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 0);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="hsl(${hue},65%,45%)"/></svg>`;
  const file = path.join(dir, `${name}.png`);
  await require('sharp')(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** Uploads each referenced file once through the upload plugin; answers its media id. */
function mediaUploader(strapi) {
  const ids = new Map();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-seed-'));
  const upload = async (url) => {
    const local = MEDIA_DIRS.map((dir) => path.join(dir, url)).find((candidate) => fs.existsSync(candidate));
    const file = local ?? (await placeholderPng(url, tmp));
    const name = path.basename(file);
    const [entity] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: name.replace(/\.[^.]+$/, '').replace(/-/g, ' '), caption: '' } },
        files: { path: file, name, type: mime.lookup(file) || 'application/octet-stream', size: fs.statSync(file).size },
      });
    return entity.id;
  };
  return {
    id: (url) => {
      if (!ids.has(url)) ids.set(url, upload(url));
      return ids.get(url);
    },
    cleanup: () => fs.rmSync(tmp, { recursive: true, force: true }),
  };
}

/** Stand-in attributes -> Strapi entity data, walking the schema: media become upload ids, components recurse. */
async function toData(strapi, schema, value, media, where, warn) {
  const data = {};
  for (const [key, v] of Object.entries(value)) {
    const attribute = schema.attributes[key];
    if (!attribute) {
      warn(`${where}.${key} is served by the stand-in but has no field in the schema: not stored`);
      continue;
    }
    if (v === null || v === undefined) data[key] = null;
    else if (attribute.type === 'media') data[key] = typeof v === 'string' && v ? await media.id(v) : null;
    else if (attribute.type === 'component') {
      const component = strapi.components[attribute.component];
      const one = (item, i) => toData(strapi, component, item, media, `${where}.${key}${i === undefined ? '' : `[${i}]`}`, warn);
      data[key] = attribute.repeatable ? await Promise.all(v.map(one)) : await one(v);
    } else data[key] = v;
  }
  return data;
}

/** Burns ids (insert + delete) so the next insert gets `id`: keeps the stand-in's gaps (no market 3). */
async function skipIdsUpTo(strapi, uid, id) {
  const [{ max }] = await strapi.db.connection(strapi.getModel(uid).collectionName).max('id as max');
  for (let last = max ?? 0; last + 1 < id;) {
    const placeholder = await strapi.db.query(uid).create({ data: {} });
    await strapi.db.query(uid).delete({ where: { id: placeholder.id } });
    if (placeholder.id <= last) return; // the database reuses ids: gaps cannot be kept
    last = placeholder.id;
  }
}

async function seedType(strapi, uid, byLang, media, warn) {
  const schema = strapi.getModel(uid);
  const publishedAt = new Date();
  const [first, ...others] = [DEFAULT_LOCALE, ...LOCALES.map((l) => l.code).filter((c) => c !== DEFAULT_LOCALE)];
  const entries = schema.kind === 'singleType' ? { [first]: [{ attributes: byLang[first] }] } : { [first]: byLang[first] };
  const created = new Map();
  for (const entry of entries[first]) {
    if (entry.id) await skipIdsUpTo(strapi, uid, entry.id);
    const data = await toData(strapi, schema, entry.attributes, media, `${uid}#${entry.id ?? 1}`, warn);
    const row = await strapi.entityService.create(uid, { data: { ...data, locale: first, publishedAt } });
    if (entry.id && row.id !== entry.id) warn(`${uid}: stand-in id ${entry.id} became ${row.id} (the table was not empty)`);
    created.set(entry.id ?? 1, row.id);
  }
  for (const code of others) {
    const list = schema.kind === 'singleType' ? [{ attributes: byLang[code] }] : byLang[code];
    for (const entry of list) {
      const data = await toData(strapi, schema, entry.attributes, media, `${uid}#${entry.id ?? 1}/${code}`, warn);
      await strapi.entityService.create(uid, {
        data: { ...data, locale: code, publishedAt, localizations: [created.get(entry.id ?? 1)] },
        populate: ['localizations'],
      });
    }
  }
}

async function seed(strapi) {
  if (['0', 'false'].includes(process.env.CMS_SEED)) return;
  const store = strapi.store(STORE);
  const done = new Set((await store.get({ key: 'types' })) ?? []);
  const apiUid = (name) =>
    Object.keys(strapi.contentTypes).find((uid) => {
      const { kind, info } = strapi.contentTypes[uid];
      return uid.startsWith('api::') && (kind === 'singleType' ? info.singularName : info.pluralName) === name;
    });
  let data;
  const pending = [];
  const started = Date.now();
  for (const uid of Object.keys(strapi.contentTypes).filter((u) => u.startsWith('api::'))) {
    if (!done.has(uid) && (await strapi.db.query(uid).count()) === 0) pending.push(uid);
  }
  if (!pending.length) return;
  try {
    data = loadSeed();
  } catch (error) {
    strapi.log.warn(`[cms] not seeding: ${error.message}`);
    return;
  }
  const media = mediaUploader(strapi);
  const warn = (message) => strapi.log.warn(`[cms] seed: ${message}`);
  try {
    const sources = { ...data.singles, ...data.collections };
    for (const [name, byLang] of Object.entries(sources)) {
      const uid = apiUid(name);
      if (!uid) warn(`the stand-in serves "${name}" but the CMS has no such type`);
      else if (pending.includes(uid)) {
        await seedType(strapi, uid, byLang, media, warn);
        done.add(uid);
      }
    }
    for (const uid of pending.filter((u) => !done.has(u))) warn(`${uid} has no seed data in the stand-in`);
  } finally {
    media.cleanup();
    await store.set({ key: 'types', value: [...done].sort() });
  }
  strapi.log.info(`[cms] seeded ${pending.length} content types in ${Date.now() - started} ms`);
}

module.exports = { seed };
