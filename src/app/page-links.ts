import { resolvePublicPath } from '../i18n/localized-paths';

/**
 * The link a click follows when it is a plain left click, in this tab, on a link to one of the site's
 * pages (not to a place on this same page): the clicks the app takes over as client navigations.
 */
export function pageLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return resolvePublicPath(url.pathname) ? link : null;
}
