/**
 * The Content-Security-Policy the production preview sends with every HTML answer
 * (docs/security-headers.md). Strict by default: only same-origin scripts, styles, workers and
 * calls. The service base URLs and the tile server are read from the same VITE_* variables the
 * build uses, so a deployment pointing at other hosts allows exactly those.
 */
import { TAG_MANAGER_ORIGIN } from '../../features/consent/tag-manager';

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const SERVICE_VARIABLES = [
  'VITE_WEB_API_URL',
  'VITE_GATEWAY_API_URL',
  'VITE_RATES_API_URL',
  'VITE_TELEPHONY_API_URL',
  'VITE_LOCALES_URL',
  'VITE_NEWSLETTER_URL',
];

/** The origin of an absolute URL (a `{s}` subdomain template becomes a wildcard); nothing for same-origin paths. */
function originOf(value: string | undefined): string | undefined {
  if (!value || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value.replace(/\{s\}\./, 'subdomain-wildcard.').replace(/\{[^}]+\}/g, '0')).origin.replace('subdomain-wildcard.', '*.');
  } catch {
    return undefined;
  }
}

const unique = (values: Array<string | undefined>) => [...new Set(values.filter((value): value is string => !!value))];

/** What one answer adds: the hashes (`'sha256-…'`) of the styles and the script its HTML carries inline (page-assets.ts). */
export interface PagePolicy {
  styleHashes?: string[];
  scriptHashes?: string[];
}

export function contentSecurityPolicy(env: Record<string, string | undefined> = process.env, page: PagePolicy = {}): string {
  const services = unique(SERVICE_VARIABLES.map((name) => originOf(env[name])));
  const tiles = unique([originOf(DEFAULT_TILE_URL), originOf(env.VITE_TILE_URL)]);
  // CMS uploads come from the content service's own host (cms-media.ts) when it is not same-origin.
  const cmsImages = unique([originOf(env.VITE_WEB_API_URL)]);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", TAG_MANAGER_ORIGIN, ...unique(page.scriptHashes ?? [])],
    // Inline styles and scripts only by their hash: never 'unsafe-inline'.
    ['style-src', "'self'", ...unique(page.styleHashes ?? [])],
    ['img-src', "'self'", 'data:', ...tiles, ...cmsImages],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...services],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
