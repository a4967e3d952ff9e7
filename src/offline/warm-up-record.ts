// When the offline warm-up (src/app/warm-up.ts) last ran in this browser: it runs once a day per build
// (a new build starts from an empty cache). Read before any of its code loads, so a visit with nothing to
// warm up loads none.
import { BUILD_ID } from './build-id';

const WARM_UP_KEY = 'crypto-web:warm-up';
const WARM_UP_EVERY_MS = 24 * 60 * 60 * 1000;

export function warmUpIsDue(): boolean {
  if (!navigator.onLine) return false;
  try {
    const [build, at] = (localStorage.getItem(WARM_UP_KEY) ?? '').split(':');
    return build !== BUILD_ID || Date.now() - Number(at) >= WARM_UP_EVERY_MS;
  } catch {
    // Storage blocked: nothing would record it either, so it would run on every page.
    return false;
  }
}

export function recordWarmUp() {
  try {
    localStorage.setItem(WARM_UP_KEY, `${BUILD_ID}:${Date.now()}`);
  } catch {
    // Storage blocked: the warm-up simply counts as not done.
  }
}
