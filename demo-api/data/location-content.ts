/**
 * Content-service records for stores and ATMs (banner copy and a generic photo of the kind). Most ATMs have one (more than Strapi's
 * page cap of 100, so the site must follow pagination) and every third store; the locations left out
 * exercise the site's fallback to location.title (or N/A).
 */
import type { Localized } from '../types';
import { locationPhoto } from './content/images';
import { seedAtms, seedStores, type SeedLocation } from './locations';

export interface LocationContentSeed {
  id: number;
  locationId: number;
  banner: Localized<{ Title: string; Subtitle: string }>;
  description: Localized<string>;
  /** The banner's image (a seed image path), the same in both languages. */
  image: string;
}

function build(list: SeedLocation[], keep: (index: number) => boolean, kind: 'store' | 'atm'): LocationContentSeed[] {
  return list
    .filter((_, i) => keep(i))
    .map((l, i) => ({
      id: i + 1,
      locationId: l.id,
      banner: {
        es: {
          Title: kind === 'store' ? `Compra bitcoin en ${l.location.title}` : `Cajero bitcoin en ${l.location.city}`,
          Subtitle: `${l.location.address}, ${l.location.city}`,
        },
        en: {
          Title: kind === 'store' ? `Buy bitcoin at ${l.location.title}` : `Bitcoin ATM in ${l.location.city}`,
          Subtitle: `${l.location.address}, ${l.location.city}`,
        },
      },
      description: {
        es:
          kind === 'store'
            ? `Nuestro equipo en ${l.location.city} te ayuda a comprar${l.supports.sell ? ' y vender' : ''} ${l.supports.coins.join(', ')} en efectivo, con atención personalizada.`
            : `Cajero para comprar${l.supports.sell ? ' y vender' : ''} ${l.supports.coins.join(', ')} con efectivo en ${l.location.city}. Ten a mano el QR de tu monedero.`,
        en:
          kind === 'store'
            ? `Our team in ${l.location.city} helps you buy${l.supports.sell ? ' and sell' : ''} ${l.supports.coins.join(', ')} for cash, with personal service.`
            : `ATM to buy${l.supports.sell ? ' and sell' : ''} ${l.supports.coins.join(', ')} with cash in ${l.location.city}. Have your wallet QR code ready.`,
      },
      image: locationPhoto(kind, l.id),
    }));
}

export const storeContent = build(seedStores, (i) => i % 3 === 0, 'store');
export const atmContent = build(seedAtms, (i) => i % 4 !== 3, 'atm');
