// Makes sure the browser tests have a Chromium before they start, so `npm test` needs no manual step:
// CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, installed with apt-get when it is missing and this
// runs as root (or with password-less sudo). playwright-core never downloads a browser of its own. A Thai font
// is installed the same way when none is found, so the screenshots show the shop's Thai.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

function canUseSudo() {
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian packages as root (or with password-less sudo); false when that is not possible or fails. */
function aptInstall(...packages) {
  if (!existsSync('/usr/bin/apt-get')) return false;
  const asRoot = process.getuid?.() === 0 ? [] : canUseSudo() ? ['sudo', '-n'] : undefined;
  if (!asRoot) return false;
  const apt = (...args) => (asRoot.length ? run(asRoot[0], [...asRoot.slice(1), 'apt-get', ...args]) : run('apt-get', args));
  // The package lists may be stale or absent on a fresh machine; refresh once if the first try fails.
  return apt('install', '-y', '--no-install-recommends', ...packages) || (apt('update') && apt('install', '-y', '--no-install-recommends', ...packages));
}

/** Whether fontconfig knows a font with Thai letters (without one, the screenshots show Thai as empty boxes). */
function hasThaiFont() {
  const listing = spawnSync('fc-list', [':lang=th', 'family'], { encoding: 'utf8' });
  return listing.status === 0 && listing.stdout.trim() !== '';
}

const wanted = process.env.CHROMIUM_PATH;
if (wanted) {
  if (!existsSync(wanted)) {
    console.error(`ensure-chromium: CHROMIUM_PATH=${wanted} does not exist.`);
    process.exit(1);
  }
} else if (!existsSync(DEBIAN_CHROMIUM) && !(aptInstall('chromium') && existsSync(DEBIAN_CHROMIUM))) {
  console.error(
    'ensure-chromium: the browser tests need Chromium and it could not be installed automatically.\n' +
      'Install it with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium executable.',
  );
  process.exit(1);
}

// The shop speaks Thai first: its screenshots are read by people, so Chromium needs a Thai font to draw it.
// Without one the tests still run, so this only warns.
if (!hasThaiFont() && !(aptInstall('fonts-thai-tlwg') && hasThaiFont())) {
  console.warn('ensure-chromium: no Thai font found; screenshots will show Thai as boxes (install fonts-thai-tlwg).');
}
