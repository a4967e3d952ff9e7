import type { Localized } from '../../types';
import type { Versioned } from '../market-versions';

export interface HelpPageSeed {
  slug: string;
  topic: string;
  title: Localized<string>;
  /** Pages that state an amount, a document or a law are written per market (market-versions.ts). */
  body: Versioned<Localized<string>>;
}
