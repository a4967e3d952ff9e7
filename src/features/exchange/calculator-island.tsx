import { defineIsland } from '../../ui/islands';
import { ExchangeCalculator } from './exchange-calculator';

export const island = defineIsland('calculator', ExchangeCalculator);
