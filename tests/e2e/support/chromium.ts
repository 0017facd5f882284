import fs from 'node:fs';

/** Debian's Chromium, or the one CHROME_PATH names. scripts/test.sh installs it when missing. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate as string));
  if (!found) {
    throw new Error('Chromium not found: set CHROME_PATH or run "apt-get install -y chromium".');
  }
  return found;
}
