// Finds PostgreSQL 15 or newer for the PostgreSQL test runs (scripts/postgres-server.ts starts a
// throwaway server of it), installing Debian's `postgresql` when it can (debian-package.ts).
import { ensureDebianPackage } from './debian-package.ts';
import { postgresBinDir } from './postgres-server.ts';

const installed = () => {
  try {
    return Boolean(postgresBinDir());
  } catch {
    return false;
  }
};
ensureDebianPackage('postgresql', installed, [
  'Тесты на PostgreSQL требуют сервер PostgreSQL 15 или новее, но он не найден.',
  'Установите его и запустите тесты снова:',
  '  sudo apt-get install postgresql      # Debian / Ubuntu (сам сервер запускать не нужно)',
]);
