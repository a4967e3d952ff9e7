import type { Localized } from '../../types';

export interface HelpPageSeed {
  id: number;
  slug: string;
  topic: string;
  title: Localized<string>;
  body: Localized<string>;
}
