// The oldest Chromium the end-to-end suite is known to pass on (the README names it too).
export const MINIMUM_CHROMIUM = 150;

/** The major version in `chromium --version`'s answer ("Chromium 150.0.7871.100 built on Debian ..."). */
export function chromiumMajor(versionLine) {
  const match = /(?:Chromium|Chrome)\s+(\d+)\./.exec(versionLine);
  return match ? Number(match[1]) : undefined;
}
