import { defineIsland } from '../../ui/islands';
import { ConsentBanner } from '../../features/consent/consent-banner';

export const island = defineIsland('consent-banner', ConsentBanner);
