/** The content service's single types, by URL name. */
import type { Localized } from '../../types';
import { aboutUs } from './about-us';
import { appPage } from './app-page';
import { buy } from './buy';
import { cnmv } from './cnmv';
import { contact } from './contact';
import { footer } from './footer';
import { franchise } from './franchise';
import { helpCenter } from './help-center';
import { home } from './home';
import { atmsPage, storesPage } from './locations-pages';
import { mwc } from './mwc';
import { payPage } from './pay-page';
import { review } from './review';
import { sell } from './sell';
import { tokenPage } from './token-page';

export const singleTypes: Record<string, Localized<object>> = {
  home,
  buy,
  sell,
  footer,
  'token-page': tokenPage,
  contact,
  franchise,
  'about-us': aboutUs,
  'stores-page': storesPage,
  'atms-page': atmsPage,
  review,
  'app-page': appPage,
  'help-center': helpCenter,
  mwc,
  'pay-page': payPage,
  cnmv,
};
