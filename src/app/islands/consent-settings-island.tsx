import { defineIsland } from '../../ui/islands';
import { ConsentSettingsLink } from '../../features/consent/consent-settings-link';

export const island = defineIsland('consent-settings', ConsentSettingsLink);
