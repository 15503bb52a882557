/**
 * Make sure Debian's Chromium is installed at /usr/bin/chromium for the browser tests.
 * Installs it with apt-get when missing (root only, non-interactive). Never downloads a browser
 * from anywhere else: test tools' own browser downloads are not reachable here.
 */
import { ensureDebianPackage, PackageError } from './lib/debian-package';

const CHROMIUM = '/usr/bin/chromium';

try {
  ensureDebianPackage('ensure-chromium', CHROMIUM, ['chromium', 'fonts-liberation']);
  console.log(`ensure-chromium: ${CHROMIUM} is present.`);
} catch (error) {
  if (!(error instanceof PackageError)) throw error;
  console.error(`ensure-chromium: ${error.message}`);
  process.exit(1);
}
