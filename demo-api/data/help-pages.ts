import { buyingSellingPages } from './help/buying-selling';
import { gettingStartedPages } from './help/getting-started';
import { locationsVerificationPages } from './help/locations-verification';
import type { HelpPageSeed } from './help/types';

export const helpPages: HelpPageSeed[] = [...gettingStartedPages, ...buyingSellingPages, ...locationsVerificationPages];
