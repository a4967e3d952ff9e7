// The oldest browsers the test suites are known to pass on (the README names them too): Chromium for the
// Playwright suite and the journeys, Firefox ESR and WebKitGTK (Safari's engine) for the journeys.
export const MINIMUM_CHROMIUM = 150;
export const MINIMUM_FIREFOX = 140;
export const MINIMUM_WEBKITGTK = '2.50';

/** The major version in `chromium --version`'s answer ("Chromium 150.0.7871.100 built on Debian ..."). */
export function chromiumMajor(versionLine) {
  const match = /(?:Chromium|Chrome)\s+(\d+)\./.exec(versionLine);
  return match ? Number(match[1]) : undefined;
}

/** The major version in `firefox-esr --version`'s answer ("Mozilla Firefox 140.5.0esr"). */
export function firefoxMajor(versionLine) {
  const match = /Firefox\s+(\d+)\./.exec(versionLine);
  return match ? Number(match[1]) : undefined;
}

/** Whether a WebKitGTK version ("2.50.6-1~deb12u2", as Debian writes it) is `minimum` ("2.50") or newer. */
export function webkitAtLeast(version, minimum) {
  const parts = (text) => (/^(\d+)\.(\d+)/.exec(text) ?? []).slice(1).map(Number);
  const [major, minor] = parts(version);
  const [wantMajor, wantMinor] = parts(minimum);
  if (major === undefined || wantMajor === undefined) return false;
  return major > wantMajor || (major === wantMajor && minor >= wantMinor);
}
