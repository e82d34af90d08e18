// Finds haproxy for the cluster suite (scripts/cluster/haproxy.ts runs it in front of two nodes),
// installing Debian's `haproxy` when it can (debian-package.ts).
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './debian-package.ts';

ensureDebianPackage('haproxy', () => ['/usr/sbin/haproxy', '/usr/bin/haproxy'].some((path) => existsSync(path)), [
  'Тесты кластера требуют haproxy, но он не найден.',
  'Установите его и запустите тесты снова:',
  '  sudo apt-get install haproxy      # Debian / Ubuntu (сам прокси запускать не нужно)',
]);
