// While the cookie banner is a fixed sheet (phones), its height goes to `--consent-height` on the root, so
// the floating widgets and the page's end move above it; in the page flow (wide screens) it covers nothing.
// The entry follows the server's banner at once, without waking it; the banner, once awake, follows itself.
import { readConsent } from './consent-record';

export const CONSENT_BANNER_CLASS = 'consent-banner';

/** Keeps `--consent-height` to the banner's; returns the function that stops and clears it. */
export function followConsentSheet(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () => {
    const covers = banner.isConnected && getComputedStyle(banner).position === 'fixed';
    root.style.setProperty('--consent-height', covers ? `${banner.offsetHeight}px` : '0px');
  };
  // Crossing the phone breakpoint resizes the banner too, so one observer covers both changes.
  const observer = new ResizeObserver(measure);
  observer.observe(banner);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--consent-height');
  };
}

/** The banner the server wrote, shown to a visitor who has not chosen yet. */
export function followServerConsentSheet() {
  const banner = document.querySelector<HTMLElement>(`.${CONSENT_BANNER_CLASS}`);
  if (banner && !readConsent() && typeof ResizeObserver !== 'undefined') followConsentSheet(banner);
}
