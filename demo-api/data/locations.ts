/**
 * Deterministic store and ATM generator: same seed, same locations, on every run and in every test.
 * Stores get ids from 1, ATMs from 1001, review ids are global.
 */
import { createRng, type Rng } from '../prng';
import type { LocationRecord, LocationType, SeedReview } from '../types';
import { BRAND } from './brand';
import { cities, type City } from './cities';
import { openingHours, pickPattern } from './opening-hours';
import { operationsSeed, type OperationsSeed } from './locations-operations';
import { reviewAuthors, reviewTexts } from './reviews';

export interface SeedLocation extends LocationRecord {
  seedReviews: SeedReview[];
  operations: OperationsSeed;
}

const NATIONAL_DIGITS: Record<number, number> = { 1: 9, 2: 9, 4: 7, 5: 10, 6: 8, 7: 8 };
const STORE_KINDS = ['Estanco', 'Locutorio', 'Kiosco', 'Papelería', 'Bazar', 'Agencia de cambio', 'Centro de envíos', 'Tienda'];
const ALL_COINS = ['BTC', 'ETH', 'USDT', 'USDC', 'LTC', 'XRP', 'SOL', 'ADA'];
const REVIEW_ANCHOR = Date.UTC(2026, 10, 1, 12, 0, 0);

function streetLabel(street: string): string {
  const short = street.replace(
    /^(Calle|Carrer|Avenida|Avinguda|Paseo|Passeig|Rambla|Ruta|Bulevar|Vía)( de la| de les| del| de| d')?\s*/i,
    '',
  );
  // "Calle 50" must keep its prefix or the title reads as two numbers.
  return /^\d/.test(short) ? street : short;
}

function jitter(city: City, rng: Rng): { latitude: number; longitude: number } {
  const r = city.spreadKm * Math.sqrt(rng.next());
  const theta = rng.next() * 2 * Math.PI;
  const latitude = city.latitude + (r * Math.cos(theta)) / 111.32;
  const longitude = city.longitude + (r * Math.sin(theta)) / (111.32 * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

function phoneFor(city: City, rng: Rng): string {
  const [country, area] = city.dialPrefix.split(' ') as [string, string];
  const rest = (NATIONAL_DIGITS[city.marketId] ?? 8) - area.length;
  let digits = '';
  for (let i = 0; i < rest; i++) digits += String(i === 0 ? rng.int(2, 9) : rng.int(0, 9));
  return `${country} ${area} ${digits}`;
}

function coinsFor(type: LocationType, rng: Rng): string[] {
  const extra = ALL_COINS.slice(1).filter(() => rng.chance(type === 'atm' ? 0.3 : 0.55));
  return ['BTC', ...extra];
}

function reviewsFor(type: LocationType, locationId: number, rng: Rng, nextId: () => number): SeedReview[] {
  const count = rng.chance(0.2) ? 0 : rng.int(1, 8);
  const reviews: SeedReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = rng.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
    const date = new Date(REVIEW_ANCHOR - rng.int(0, 540) * 86_400_000 - rng.int(0, 720) * 60_000);
    const { es, en } = rng.pick((reviewTexts[rating] ?? []).filter((t) => !t.only || t.only === type));
    const texts = { es, en };
    reviews.push({
      id: nextId(),
      locationId,
      author: rng.pick(reviewAuthors),
      rating,
      texts,
      date: date.toISOString(),
      locale: rng.chance(0.75) ? 'es' : 'en',
    });
  }
  return reviews.sort((a, b) => b.date.localeCompare(a.date));
}

function buildLocation(type: LocationType, id: number, city: City, rng: Rng, nextReviewId: () => number): SeedLocation {
  const street = rng.pick(city.streets);
  const number = rng.int(1, city.marketId === 5 ? 2400 : 180);
  const title =
    type === 'atm'
      ? `Cajero Bitcoin ${BRAND} ${streetLabel(street)} ${number}`
      : `${rng.pick(STORE_KINDS)} ${streetLabel(street)} ${number}`;
  const pattern =
    type === 'atm'
      ? pickPattern(rng, { always: 40, mall: 25, office: 15, night: 10, split: 10 })
      : pickPattern(rng, { always: 5, mall: 15, office: 35, night: 15, split: 30 });
  return {
    id,
    type,
    marketId: city.marketId,
    location: {
      title,
      address: `${street}, ${number}`,
      city: city.name,
      postalCode: rng.pick(city.postalCodes),
      country: city.country,
      ...jitter(city, rng),
      timeZone: city.timeZone,
      phone: phoneFor(city, rng),
    },
    openingHours: openingHours(pattern, rng),
    supports: { buy: true, sell: type === 'store' ? rng.chance(0.8) : rng.chance(0.55), coins: coinsFor(type, rng) },
    seedReviews: reviewsFor(type, id, rng, nextReviewId),
    operations: operationsSeed(type, id, city.marketId),
  };
}

function generate(): { stores: SeedLocation[]; atms: SeedLocation[] } {
  const rng = createRng('cryptoplaza-locations-v1');
  let reviewId = 0;
  const nextReviewId = () => ++reviewId;
  const stores: SeedLocation[] = [];
  const atms: SeedLocation[] = [];
  for (const city of cities) {
    for (let i = 0; i < city.stores; i++) stores.push(buildLocation('store', stores.length + 1, city, rng, nextReviewId));
    for (let i = 0; i < city.atms; i++) atms.push(buildLocation('atm', atms.length + 1001, city, rng, nextReviewId));
  }
  return { stores, atms };
}

export const { stores: seedStores, atms: seedAtms } = generate();
export const SEED_REVIEW_COUNT = [...seedStores, ...seedAtms].reduce((n, l) => n + l.seedReviews.length, 0);
