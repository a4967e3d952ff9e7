import { useQuery } from '@tanstack/react-query';
import { collectionQuery } from './content-queries';
import { useLang, useMarketId } from '../state/use-lang';
import type { MarketId } from '../markets/market-table';
import type { Lang } from '../i18n/route-table';

/** An asset's content record (the `assets` collection). */
export interface AssetAttributes {
  Token: string;
  Symbol: string;
  Name: string;
  Decimals: number;
}

/** Coin pages check their token against it (route-data.ts), so their route answers for its failures. */
export const assetsQuery = (marketId: MarketId, lang: Lang) => ({
  ...collectionQuery<AssetAttributes>('assets', marketId, lang),
  meta: { routeHandlesErrors: true },
});

const NO_ASSETS: AssetAttributes[] = [];
const attributesOf = (entries: { attributes: AssetAttributes }[]) => entries.map((entry) => entry.attributes);

/** The same array from render to render while the data stays (`select` is memoised), so memoised parts can skip. */
export function useAssets() {
  const { data } = useQuery({ ...assetsQuery(useMarketId(), useLang()), select: attributesOf });
  return data ?? NO_ASSETS;
}

export const DEFAULT_COIN = 'BTC';

/**
 * The coin a route's token names (`/buy/eth`). No token means the default coin; a token that is not
 * an asset also falls back to it, and says so.
 */
export function resolveToken(token: string | undefined, assets: AssetAttributes[]): { symbol: string; unknown: boolean } {
  if (!token) return { symbol: DEFAULT_COIN, unknown: false };
  const match = assets.find((asset) => asset.Token === token.toLowerCase() || asset.Symbol.toLowerCase() === token.toLowerCase());
  if (match) return { symbol: match.Symbol, unknown: false };
  // Until the asset list is in, a well-formed token is taken at its word.
  if (!assets.length && /^[a-z0-9]{2,10}$/i.test(token)) return { symbol: token.toUpperCase(), unknown: false };
  return { symbol: DEFAULT_COIN, unknown: true };
}
