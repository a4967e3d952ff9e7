// What each content type's page reads below its plain fields, as Strapi `populate` paths. Strapi sends
// no component, media or relation unless asked, and `populate=*` stops one level down (a hero without
// its button, an SEO block without its image), so every page names the depth it shows, and no more.
import type { Query } from './create-client';

const SEO_IMAGE = 'SEO.OpenGraphTags.ogImage';

/** @public Exported for the contract check (cms/contract/compare.mjs), which asks Strapi what the site asks. */
export const POPULATE: Record<string, readonly string[]> = {
  home: ['Hero.Cta', 'Hero.SecondaryCta', 'Hero.Image', 'Offers.Cta', 'Stats', 'FaqsTeaser.Cta', 'Newsletter', SEO_IMAGE],
  buy: ['Steps', 'PaymentMethods', SEO_IMAGE],
  sell: ['Steps', 'PaymentMethods', SEO_IMAGE],
  footer: ['Columns.Links', 'Social'],
  'token-page': ['TokenList.ColumnLabels', 'Whitepaper.Sections', SEO_IMAGE],
  contact: ['Address', 'Channels', 'Form.Topics', SEO_IMAGE],
  franchise: ['Benefits', 'Form', 'InterestAreas', 'InvestmentRanges', SEO_IMAGE],
  'about-us': ['Mission', 'Values', 'Timeline', 'Jobs', SEO_IMAGE],
  'stores-page': ['HowTo', SEO_IMAGE],
  'atms-page': ['HowTo', SEO_IMAGE],
  review: ['Write', SEO_IMAGE],
  'app-page': ['Features', 'StoreBadges.Image', SEO_IMAGE],
  'help-center': ['Topics', 'ContactCta.Cta', SEO_IMAGE],
  mwc: ['Event', 'Highlights', 'Agenda', 'Cta', SEO_IMAGE],
  'pay-page': ['HowItWorks', 'Features', 'Fees', 'Cta', SEO_IMAGE],
  cnmv: [],
  teams: ['Photo'],
  stores: ['Banner.Image'],
  atms: ['Banner.Image'],
};

/**
 * What a collection's whole list asks where it shows less than one entry's page does: the finder lists
 * store and ATM titles, and each banner image's upload record (its formats and all) would triple the
 * list, and the HTML of the list pages that carries it. A detail page reads its own record with the photo.
 * @public Exported for the contract check, as POPULATE is.
 */
export const LIST_POPULATE: Record<string, readonly string[]> = {
  stores: ['Banner'],
  atms: ['Banner'],
};

const asQuery = (paths: readonly string[]): Query => Object.fromEntries(paths.map((path, i) => [`populate[${i}]`, path]));

/** The populate query of a content type: `populate[0]=Hero.Cta&populate[1]=...` (none for plain types). */
export const populateQuery = (type: string): Query => asQuery(POPULATE[type] ?? []);

/** The populate query of a collection's whole list (LIST_POPULATE, else the type's own). */
export const listPopulateQuery = (collection: string): Query => asQuery(LIST_POPULATE[collection] ?? POPULATE[collection] ?? []);
