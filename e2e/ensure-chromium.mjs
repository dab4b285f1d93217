// The browser tests drive Debian's Chromium; install it when missing (as root), else say how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}: run 'sudo apt-get install -y chromium' and try again.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
