// What a route does when its content cannot be loaded. For the network (no connection, a timeout, a 5xx),
// the page keeps its address and says it is not saved on this device; otherwise (SPEC 4) most pages send
// the visitor home, store and ATM pages go to the 404 page, the rest show an inline error with a retry.
import { isRedirect, redirect } from '@tanstack/react-router';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { contentQuery, entryQuery, type ContentType } from '../content/content-queries';
import { reportError } from '../state/report-error';
import { isUnreachable } from '../api/unreachable';
import { isServerRender, scoped } from '../lib/request-scope';
import { getRouteLang } from '../i18n/route-lang';
import type { MarketId } from '../markets/market-table';
import { PageUnreachable } from './page-unreachable';

export interface RouterContext {
  queryClient: QueryClient;
  marketId: MarketId;
}

const serverPrefetches = scoped(() => [] as Array<Promise<unknown>>);

/**
 * Data a page shows as it arrives: the browser does not wait for it before showing the page; the server
 * does (its HTML should hold it), so it keeps the work and waits for it before rendering.
 */
export function inBackground(work: Promise<unknown>) {
  if (isServerRender()) serverPrefetches().push(work);
  else void work;
}

/** The server render's wait for everything started with `inBackground`. */
export const backgroundWork = () => Promise.allSettled(serverPrefetches());

/**
 * A read a page starts with its route: the cached copy when there is one, however old, else a fetch;
 * never a failure. The page's own query refreshes a stale copy once it shows, so the route does not wait
 * for it, and a page hydrating server HTML renders exactly the data the server rendered.
 */
export function warm<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  return queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined,
  );
}

export type OnLoadFailure = 'home' | '404' | 'inline';

/**
 * A failure for the network says nothing about the content: the page keeps its address and tries again
 * (PageUnreachable), and on the server the render fails (the visitor gets the client shell, which tries
 * again) instead of redirecting a crawler away.
 */
export async function loadOrRedirect(load: () => Promise<unknown>, onFailure: OnLoadFailure) {
  try {
    await load();
  } catch (error) {
    // A load may send the visitor elsewhere on purpose (a location of another market, an unknown coin).
    if (isRedirect(error)) throw error;
    if (isUnreachable(error)) throw new PageUnreachable(load, { cause: error });
    if (onFailure === 'inline') throw error;
    reportError(error, { navigate: false });
    // A temporary redirect (302): the content may come back.
    throw redirect({ to: onFailure === 'home' ? '/home' : '/errors/404', replace: true, statusCode: 302 });
  }
}

/** A page's content entry (its single type), fetched unless cached. */
export const readContent = ({ queryClient, marketId }: RouterContext, type: ContentType) =>
  queryClient.ensureQueryData(contentQuery(type, marketId, getRouteLang()));

export const loadContent = (context: RouterContext, type: ContentType, onFailure: OnLoadFailure) =>
  loadOrRedirect(() => readContent(context, type), onFailure);

export const loadEntry = ({ queryClient, marketId }: RouterContext, collection: string, idOrSlug: string) =>
  loadOrRedirect(() => queryClient.ensureQueryData(entryQuery(collection, idOrSlug, marketId, getRouteLang())), '404');

/** Ids are positive integers and slugs kebab-case words; anything else is a 404 without a call. */
export function assertValidParam(kind: 'id' | 'slug', value: string) {
  const valid = kind === 'id' ? /^[1-9]\d{0,9}$/.test(value) : /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(value);
  if (!valid) throw redirect({ to: '/errors/404', replace: true, statusCode: 302 });
}
