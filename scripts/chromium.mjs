// The system Chromium the tests, the bench and the screenshots use (never a downloaded build).
import fs from 'node:fs';

/** Where it is looked for: CHROMIUM_PATH, then Debian's package. */
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** Its path, or undefined when none is installed. */
export const findChromium = () => candidates.find((p) => fs.existsSync(p));

/** Quiet, offline-safe Chromium: nothing reaches for the network on its own. */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
