// Random paths that no page owns: 1 to 4 segments of URL-safe characters, without the public paths
// of real pages (checked with the app's own resolver, so /token or /cajeros/123 are never drawn), the
// demo backend's API prefixes and file-like names (the server answers those itself, not the app).
import fc from 'fast-check';
import { resolvePublicPath } from '../../src/i18n/localized-paths';

const SERVER_PREFIXES = ['cms', 'gateway', 'rates', 'telephony', 'locales', 'newsletter', '__demo', 'assets', 'icons', 'images'];
const segmentChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~ñé'.split(''));
const segment = fc.string({ unit: segmentChars, minLength: 1, maxLength: 12 });

export const unknownPath = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .filter((segments) => !SERVER_PREFIXES.includes(segments[0]!.toLowerCase()))
  .map((segments) => `/${segments.join('/')}`)
  .filter((path) => resolvePublicPath(path) === null && path.toLowerCase() !== '/errors');
