import { buyingSellingPages } from './help/buying-selling';
import { gettingStartedPages } from './help/getting-started';
import { locationPages } from './help/locations';
import { securityPages } from './help/security';
import { verificationPages } from './help/verification';
import type { HelpPageSeed } from './help/types';

export const helpPages: HelpPageSeed[] = [
  ...gettingStartedPages,
  ...buyingSellingPages,
  ...locationPages,
  ...verificationPages,
  ...securityPages,
];
