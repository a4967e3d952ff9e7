// A coin's round icon, drawn for this site (coin-icons.svg). The drawings live in one sprite file
// that the browser caches, not in the page's JavaScript (home's first-load JS is on a budget), and a
// fixed size keeps the layout still while it loads. Decorative: the coin's name is always written beside it.
import spriteUrl from './coin-icons.svg?no-inline';
import './coin-icon.css';

/** The coins the sprite draws; any other coin gets the neutral one. */
const DRAWN = new Set(['btc', 'eth', 'usdt', 'usdc', 'ltc', 'xrp', 'sol', 'ada']);

export const coinIconId = (symbol: string) => {
  const id = symbol.toLowerCase();
  return DRAWN.has(id) ? id : 'coin';
};

export function CoinIcon({ symbol, size = 24 }: { symbol: string; size?: number }) {
  const id = coinIconId(symbol);
  return (
    <svg className={`coin-icon coin-icon-${id}`} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  );
}
