// The one sanitizer for HTML built from CMS content. A dedicated DOMPurify instance, so its hooks
// never affect anyone else's use of the library. Only text-level and structural tags survive; links
// keep http(s), mailto, tel and site-relative targets; outside links open in a new tab safely.
import createDOMPurify, { type Config } from 'dompurify';
import { currentPublicUrl } from '../i18n/route-lang';

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'code',
  'pre',
  'blockquote',
  'hr',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'mark',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'target', 'rel'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/)/i;

const config: Config = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, KEEP_CONTENT: true };

let purifier: ReturnType<typeof createDOMPurify> | null = null;
let purifierWindow: Parameters<typeof createDOMPurify>[0] | undefined;

/** The server has no window of its own: it hands the sanitizer one (jsdom), so both sides sanitize alike. */
export function setPurifierWindow(window: Parameters<typeof createDOMPurify>[0]) {
  purifierWindow = window;
  purifier = null;
}

function isExternal(href: string): boolean {
  if (!/^(?:https?:)?\/\//i.test(href)) return false;
  const page = currentPublicUrl();
  try {
    return new URL(href, page.href).host !== page.host;
  } catch {
    return true;
  }
}

function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(purifierWindow ?? window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src'] as const) {
      const value = node.getAttribute(attribute);
      // Relative paths without a scheme pass; anything else must be on the list above.
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href && isExternal(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, config) as string;
}
