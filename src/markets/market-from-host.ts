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

/** The market a host selects; any host not in the table (plain localhost included) gets market 1. */
export function marketFromHost(host: string, overrides: HostOverrides = parseOverrides(import.meta.env.VITE_MARKET_HOSTS)): MarketId {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const found = marketIds.find((id) =>
    [...marketTable[id].hosts, ...(overrides[id] ?? [])].includes(hostname),
  );
  return found ?? DEFAULT_MARKET_ID;
}
