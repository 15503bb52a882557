import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { BackupInvalidError } from '../server/modules/backups/archive';
import { backupCommand, CommandError } from '../server/modules/backups/commands';

const usage = 'Usage: npm run backup -- --out FILE.tar.gz';
const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
if (!values.out) {
  console.error(usage);
  process.exit(2);
}
try {
  const made = await backupCommand(loadConfig(), values.out);
  const through = made.via === 'site' ? ' (through the running site)' : '';
  console.log(`Backup written to ${made.file}: ${made.size} bytes${through}.`);
} catch (err) {
  if (
    err instanceof ConfigError ||
    err instanceof CommandError ||
    err instanceof BackupInvalidError
  ) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
