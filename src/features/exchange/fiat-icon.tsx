import { fiatSymbol, knownFiat } from '../../i18n/fiat-symbol';

const COLORS = { USD: '#146c2e', EUR: '#0b3d91', PYG: '#8a1c1c' } as const;

/** A fiat's round badge with its symbol; decorative, the name is always written next to it. */
export function FiatIcon({ iso, size = 20 }: { iso: string; size?: number }) {
  return (
    <svg className="fiat-icon" width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill={COLORS[knownFiat(iso)]} />
      <text x="10" y="14.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        {fiatSymbol(iso)}
      </text>
    </svg>
  );
}
