// A coin's round icon, drawn for this site: a disc (its `fill`, the coin's colour from coin-icon.css) and a
// glyph (`color`). Drawn inline: an SVG sprite file referenced by <use> is a document of its own to the
// browser, and building it took 8-18 ms of the main thread right after the first paint on this host. The
// drawings are about 1 KB gzip of JavaScript. Decorative: the coin's name is always written beside it.
import type { ReactNode } from 'react';
import './coin-icon.css';

const ROUND = { fill: 'none', stroke: 'currentColor', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The glyph of each coin drawn; any other coin gets the neutral one. */
const GLYPHS: Record<string, ReactNode> = {
  btc: (
    <path
      {...ROUND}
      strokeWidth="2.2"
      d="M11.5 9.5h6a3.2 3.2 0 0 1 0 6.4h-6zM11.5 15.9h7a3.3 3.3 0 0 1 0 6.6h-7zM11.5 9.5v13M14.5 7v2.5M17.5 7v2.5M14.5 22.5V25M17.5 22.5V25"
    />
  ),
  eth: <path fill="currentColor" d="M16 5l-6.6 11L16 19.9l6.6-3.9zM9.4 17.4L16 27l6.6-9.6L16 21.3z" />,
  usdt: (
    <>
      <path {...ROUND} strokeWidth="2.4" d="M9.5 9.5h13M16 9.5V24" />
      <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M9 15.2c0 1.3 3.1 2.3 7 2.3s7-1 7-2.3-3.1-2.3-7-2.3-7 1-7 2.3z" />
    </>
  ),
  usdc: (
    <>
      <path {...ROUND} strokeWidth="1.8" d="M12 8a9 9 0 0 0 0 16M20 8a9 9 0 0 1 0 16" />
      <path
        {...ROUND}
        strokeWidth="2"
        d="M19 12.6c-.5-1-1.6-1.6-3-1.6-1.7 0-2.9.9-2.9 2.2 0 2.9 6 1.6 6 4.6 0 1.3-1.2 2.2-3.1 2.2-1.4 0-2.6-.6-3-1.6M16 9v2M16 20v2.5"
      />
    </>
  ),
  ltc: <path {...ROUND} strokeWidth="2.4" d="M15 8l-3.2 15.5H22M10 18.4l9-3.4" />,
  xrp: <path {...ROUND} strokeWidth="2.4" d="M9 9.5l4.6 4.4a3.5 3.5 0 0 0 4.8 0L23 9.5M9 22.5l4.6-4.4a3.5 3.5 0 0 1 4.8 0L23 22.5" />,
  sol: <path fill="currentColor" d="M11.2 9h12.3l-2.7 3H8.5zM8.5 14.5h12.3l2.7 3H11.2zM11.2 20h12.3l-2.7 3H8.5z" />,
  // Six inner and six outer dots.
  ada: (
    <g fill="currentColor">
      {[
        [20.5, 18.6, 1.6],
        [16, 21.2, 1.6],
        [11.5, 18.6, 1.6],
        [11.5, 13.4, 1.6],
        [16, 10.8, 1.6],
        [20.5, 13.4, 1.6],
        [25.6, 16, 1.05],
        [20.8, 24.31, 1.05],
        [11.2, 24.31, 1.05],
        [6.4, 16, 1.05],
        [11.2, 7.69, 1.05],
        [20.8, 7.69, 1.05],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </g>
  ),
  coin: <path fill="none" stroke="currentColor" strokeWidth="2" d="M16 8.5a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15zM16 12.5v7" />,
};

const coinIconId = (symbol: string) => {
  const id = symbol.toLowerCase();
  return id in GLYPHS ? id : 'coin';
};

export function CoinIcon({ symbol, size = 24 }: { symbol: string; size?: number }) {
  const id = coinIconId(symbol);
  return (
    <svg className={`coin-icon coin-icon-${id}`} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" />
      {GLYPHS[id]}
    </svg>
  );
}
