// Finds a Chromium for the browser tests: $CHROME_PATH, else Debian's /usr/bin/chromium.
// Running as root with apt available it installs Debian's `chromium`; otherwise it stops
// and says exactly what to install (Playwright's own browser download cannot work here).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/e2e/chromium-path.ts';

const found = chromiumPath();
if (found) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium не найден: устанавливаем пакет Debian chromium…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (chromiumPath()) process.exit(0);
}
console.error(
  [
    'Браузерные тесты требуют Chromium, но он не найден.',
    'Установите его одной из команд и запустите тесты снова:',
    '  sudo apt-get install chromium        # Debian / Ubuntu',
    '  export CHROME_PATH=/path/to/chrome   # любой другой Chromium или Chrome',
  ].join('\n'),
);
process.exit(1);
