import { defineIsland } from '../../../ui/islands';
import { LocationContactLinks } from './location-contact-links';

export const island = defineIsland('contact-links', LocationContactLinks);
