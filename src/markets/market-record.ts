import { queryOptions } from '@tanstack/react-query';
import { readEntry } from '../api/strapi-read';
import { marketQueryKey, type MarketId } from './market-table';

export interface Fiat {
  id: number;
  ISO: string;
  name: string;
  symbol: string;
}

export interface MarketRecord {
  id: number;
  Name: string;
  CountryCode: string;
  AvailableLocales: string[];
  DefaultLocale: string;
  FIATS: Fiat[];
  Whatsapp: string;
  Telegram: string;
  Phone?: string;
}

/** The market record from the content service (`markets/(id)`): data.attributes plus data.id. */
export const marketQuery = (id: MarketId) =>
  queryOptions({
    queryKey: marketQueryKey(id),
    queryFn: async ({ signal }): Promise<MarketRecord> => {
      const { id: entryId, attributes } = await readEntry<Omit<MarketRecord, 'id'>>(`markets/${id}`, {}, signal);
      return { ...attributes, id: entryId };
    },
    staleTime: 60 * 60 * 1000,
  });
