import type { AnchorHTMLAttributes } from 'react';
import { localizedPath } from '../i18n/localized-paths';
import type { PathParams } from '../i18n/path-pattern';
import type { RouteName } from '../i18n/route-table';
import { useLang } from '../state/use-lang';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: RouteName; params?: PathParams; search?: string };

/**
 * A plain link to one of the site's pages, at its path in the page's language: what an island or a part
 * of a page that is never hydrated links with, since neither has the router. The app follows it as a
 * client navigation (src/app/use-global-effects.ts), and a first document's first one starts the app.
 */
export function PageLink({ to, params = {}, search = '', ...rest }: Props) {
  return <a href={localizedPath(to, params, useLang()) + search} {...rest} />;
}
