import { defineIsland } from '../../../ui/islands';
import { SaveLocationButton } from './save-location-button';

export const island = defineIsland('save-location', SaveLocationButton);
