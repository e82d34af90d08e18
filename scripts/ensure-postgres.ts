// Finds PostgreSQL 15 or newer for the PostgreSQL test runs (scripts/postgres-server.ts starts a
// throwaway server of it). Running as root with apt available it installs Debian's `postgresql`;
// otherwise it stops and says exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresBinDir } from './postgres-server.ts';

const installed = () => {
  try {
    return Boolean(postgresBinDir());
  } catch {
    return false;
  }
};
if (installed()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('PostgreSQL не найден: устанавливаем пакет Debian postgresql…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
    stdio: 'inherit',
  });
  if (installed()) process.exit(0);
}
console.error(
  [
    'Тесты на PostgreSQL требуют сервер PostgreSQL 15 или новее, но он не найден.',
    'Установите его и запустите тесты снова:',
    '  sudo apt-get install postgresql      # Debian / Ubuntu (сам сервер запускать не нужно)',
  ].join('\n'),
);
process.exit(1);
