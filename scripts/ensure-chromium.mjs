// Finds a system Chromium for the end-to-end tests: CHROMIUM_PATH, then
// /usr/bin/chromium. When none is there it installs Debian's `chromium`
// package if it can (root with apt-get); it never downloads a browser build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { findChromium } from './chromium.mjs';

let path = findChromium();
if (!path) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing the Debian package "chromium" (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    path = findChromium();
  }
}
if (!path) {
  console.error(
    'No Chromium found for the end-to-end tests.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  Elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium\n' +
      'Playwright is pointed at that browser; it does not download one.',
  );
  process.exit(1);
}
console.log(`Chromium for end-to-end tests: ${path}`);
