import { DEFAULT_MARKET_ID, marketIds, marketTable, type MarketId } from './market-table';

type HostOverrides = Partial<Record<MarketId, string[]>>;

function parseOverrides(raw: string | undefined): HostOverrides {
  if (!raw) return {};
  try {
    return JSON.parse(raw) as HostOverrides;
  } catch {
    return {};
  }
}

const configuredOverrides = parseOverrides(import.meta.env.VITE_MARKET_HOSTS);

/** A market's hosts, production ones (VITE_MARKET_HOSTS) first, then the local ones of the table. */
function marketHosts(id: MarketId, overrides: HostOverrides = configuredOverrides): string[] {
  return [...(overrides[id] ?? []), ...marketTable[id].hosts];
}

/** The market a host selects; any host not in the table (plain localhost included) gets market 1. */
export function marketFromHost(host: string, overrides: HostOverrides = configuredOverrides): MarketId {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const found = marketIds.find((id) => marketHosts(id, overrides).includes(hostname));
  return found ?? DEFAULT_MARKET_ID;
}

/**
 * The origin canonical URLs use: the request's own when its host is one of the market's hosts, else the
 * market's first configured host, so a forged Host header never ends up in a canonical link.
 * Local `*.localhost` hosts keep the port and plain http; production hosts are https.
 */
export function canonicalOrigin(requestUrl: URL, marketId: MarketId, overrides: HostOverrides = configuredOverrides): string {
  const hosts = marketHosts(marketId, overrides);
  if (hosts.includes(requestUrl.hostname.toLowerCase())) return requestUrl.origin;
  const host = hosts[0];
  return host.endsWith('.localhost') ? `http://${host}${requestUrl.port ? `:${requestUrl.port}` : ''}` : `https://${host}`;
}
