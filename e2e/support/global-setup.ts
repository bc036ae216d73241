import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

/** Installs Debian's Chromium when it is missing (about a minute; needs root), never a downloaded build. */
export default function globalSetup(): void {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install it with "apt-get install -y chromium" (needs root)`);
  }
  console.log('Installing Debian Chromium for the browser tests…');
  const quiet = {
    stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  execFileSync('apt-get', ['update', '-qq'], quiet);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], quiet);
}
