import { nearestFee, type LocationWithFees } from './nearest-location-fees';

// Nearest first, as list-distance answers; the fields as the finder's location records carry them.
const fixture: LocationWithFees[] = [
  { id: 1001, location: { title: 'Sin comisión propia' }, supports: { buy: true, sell: true }, distance: 0.2 },
  {
    id: 1002,
    location: { title: 'Solo compra' },
    supports: { buy: true, sell: false },
    fees: { buy: { percentage: 7, fixedAmount: 3 }, sell: { percentage: 8, fixedAmount: 3 } },
    distance: 0.9,
  },
  {
    id: 1003,
    location: { title: 'Mal dato' },
    fees: { buy: { percentage: Number.NaN, fixedAmount: 1 }, sell: { percentage: 120, fixedAmount: 1 } },
    distance: 1.5,
  },
  {
    id: 1004,
    location: { title: 'Compra y venta' },
    supports: { buy: true, sell: true },
    fees: { buy: { percentage: 6, fixedAmount: 4 }, sell: { percentage: 7.5, fixedAmount: 4 } },
    distance: 2.25,
  },
];

describe('nearestFee', () => {
  it('takes the nearest location that does the action and names a valid fee for it', () => {
    expect(nearestFee(fixture, 'buy', 'EUR')).toEqual({
      id: 1002,
      title: 'Solo compra',
      distance: 0.9,
      fee: { percentage: 7, fixedAmount: 3 },
    });
    expect(nearestFee(fixture, 'sell', 'EUR')).toEqual({
      id: 1004,
      title: 'Compra y venta',
      distance: 2.25,
      fee: { percentage: 7.5, fixedAmount: 4 },
    });
  });

  it('gives nothing without fees, so the market typical fee applies', () => {
    expect(nearestFee([fixture[0]!], 'buy', 'EUR')).toBeNull();
    expect(nearestFee([], 'sell', 'EUR')).toBeNull();
  });

  it('passes over a location whose amounts are in another fiat than the one chosen', () => {
    const inGuaranies: LocationWithFees = {
      id: 2001,
      location: { title: 'Asunción' },
      limits: { currency: 'PYG' },
      fees: { buy: { percentage: 7, fixedAmount: 10_000 } },
      distance: 0.5,
    };
    const inDollars: LocationWithFees = {
      id: 2002,
      location: { title: 'Ciudad del Este' },
      limits: { currency: 'USD' },
      fees: { buy: { percentage: 6, fixedAmount: 2 } },
      distance: 3,
    };
    expect(nearestFee([inGuaranies, inDollars], 'buy', 'PYG')?.fee).toEqual({ percentage: 7, fixedAmount: 10_000 });
    expect(nearestFee([inGuaranies, inDollars], 'buy', 'USD')?.fee).toEqual({ percentage: 6, fixedAmount: 2 });
    expect(nearestFee([inGuaranies], 'buy', 'USD')).toBeNull();
  });
});
