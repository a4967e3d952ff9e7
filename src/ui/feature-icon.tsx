// Decorative icons named by the CMS (`Icon` fields), drawn as small stroke SVGs so they look the same
// on every system (emoji fonts are not everywhere). Unknown names show a neutral dot.
const PATHS: Record<string, string> = {
  exchange: 'M4 8h13l-3-3M20 16H7l3 3',
  atm: 'M4 4h16v10H4zM8 18h8M10 14v4M14 14v4M8 9h8',
  store: 'M4 10l2-6h12l2 6M5 10v10h14V10M4 10h16M10 20v-5h4v5',
  coins: 'M12 6a6 3 0 1 0 0.01 0M6 6v6c0 1.7 2.7 3 6 3s6-1.3 6-3V6M6 12v6c0 1.7 2.7 3 6 3s6-1.3 6-3v-6',
  map: 'M12 21s-6-6-6-11a6 6 0 0 1 12 0c0 5-6 11-6 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z',
  euro: 'M17 6a6 6 0 1 0 0 12M5 10h9M5 14h9',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  plug: 'M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  fingerprint:
    'M7 20c1-2 1.5-4 1.5-7a3.5 3.5 0 0 1 7 0c0 3-.5 5.5-1.5 7M12 13c0 3-.5 5-1.5 7M5 16c.5-1 .5-2 .5-3a6.5 6.5 0 0 1 13 0c0 1 0 2-.2 3',
  rocket: 'M14 4c3 0 6 3 6 6l-8 8-6-6zM9 15l-4 4M6 12l-2 1 2 2M12 18l-1 2-2-2M15 9h.01',
  cart: 'M3 4h3l2 11h10l2-8H7M9 20h.01M17 20h.01',
  cash: 'M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 10v4M18 10v4',
  id: 'M3 6h18v12H3zM9 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 16c.5-1.5 1.5-2 3-2s2.5.5 3 2M14 10h4M14 14h3',
};

export function FeatureIcon({ name }: { name?: string }) {
  const path = name ? PATHS[name] : undefined;
  return (
    <span className="feature-icon" aria-hidden="true">
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {path ? <path d={path} /> : <circle cx="12" cy="12" r="3" />}
      </svg>
    </span>
  );
}
