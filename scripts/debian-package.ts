// What `npm test` needs from Debian (PostgreSQL for the second engine, haproxy for the cluster suite) on a fresh
// machine: running as root with apt available it installs the package; otherwise it stops and says exactly what
// to install. .ci/run installs the same packages before `npm test`.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureDebianPackage(pkg: string, installed: () => boolean, missing: string[]): void {
  if (installed()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${pkg} не найден: устанавливаем пакет Debian ${pkg}…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
      stdio: 'inherit',
    });
    if (installed()) return;
  }
  console.error(missing.join('\n'));
  process.exit(1);
}
