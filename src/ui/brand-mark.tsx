// The brand's mark, drawn inline like public/icons/logo.svg (the source of the favicon and app icons). An
// SVG file in an <img> is a document of its own to the browser: building it took 8-18 ms of the main thread
// in Lighthouse traces on this host, right after the first paint. Decorative: the brand's name is beside it.
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b3d91" />
      <path
        d="M20 16h16a10 10 0 0 1 3 19.5A10.5 10.5 0 0 1 36 52H20z"
        fill="none"
        stroke="#ffd23f"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path d="M20 34h16" stroke="#ffd23f" strokeWidth="6" />
      <path d="M27 10v8M33 10v8M27 48v6M33 48v6" stroke="#ffd23f" strokeWidth="4" />
    </svg>
  );
}
