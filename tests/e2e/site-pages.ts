// The pages of SPEC section 2 with real ids and slugs of a market, for the specs that walk every page.
import type { APIRequestContext } from '@playwright/test';
import { API } from './fixtures';
import type { RouteName } from '../../src/i18n/route-table';

const GATEWAY = '/gateway/api/v1/webapp/public/webapp';

/** Every localized page (both languages have a path of its own), with the market's first ATM and store. */
export async function localizedPages(request: APIRequestContext, marketId = 1): Promise<Array<[RouteName, Record<string, string>]>> {
  const json = async (path: string) => (await request.get(API + path)).json();
  const first = async (kind: 'atms' | 'store') =>
    String((await json(`${GATEWAY}/${kind}/list-all-active?pageSizeReviews=0&market=${marketId}`))[0].id);
  const slugOf = (answer: { data: Array<{ attributes: { Slug: string } }> }) => answer.data[0].attributes.Slug;
  return [
    ['home', {}],
    ['buy', {}],
    ['sell', {}],
    ['atmList', {}],
    ['atmDetail', { id: await first('atms') }],
    ['storeList', {}],
    ['storeDetail', { id: await first('store') }],
    ['contact', {}],
    ['franchise', {}],
    ['opinions', {}],
    ['whoWeAre', {}],
    ['helpCenter', {}],
    ['helpPage', { slug: slugOf(await json('/cms/api/help-pages?locale=es')) }],
    ['contentPage', { slug: slugOf(await json('/cms/api/pages?locale=es')) }],
    ['pay', {}],
  ];
}

/** Pages without a language of their own (SPEC section 2). */
export const NEUTRAL_PATHS = ['/token', '/app', '/mwc', '/preview', '/errors/404'];
