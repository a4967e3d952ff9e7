import { defineIsland } from '../../ui/islands';
import { LoaderBar } from '../loader-bar';

export const island = defineIsland('loader-bar', LoaderBar);
