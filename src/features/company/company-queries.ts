import { collectionQuery } from '../../content/content-queries';
import type { MarketId } from '../../markets/market-table';
import type { Lang } from '../../i18n/route-table';
import type { TeamMember } from './about-content';

export const teamQuery = (marketId: MarketId, lang: Lang) => collectionQuery<TeamMember>('teams', marketId, lang);
