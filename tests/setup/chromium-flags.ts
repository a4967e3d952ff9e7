// How the tests and the tools start Debian's Chromium: no sandbox (they run as root), no GPU, and none of
// Chromium's own services, whose requests this machine's closed network refuses.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
