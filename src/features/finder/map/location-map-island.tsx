import { defineIsland } from '../../../ui/islands';
import { LazyLocationMap } from './lazy-maps';

export const island = defineIsland('location-map', LazyLocationMap);
