import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { DataFolderInUseError } from '../server/db/data-folder-lock';
import { BackupInvalidError, TargetNotEmptyError } from '../server/modules/backups/archive';
import { restoreCommand } from '../server/modules/backups/commands';

const usage = 'Usage: npm run restore -- --from FILE.tar.gz [--replace]';
const { values } = parseArgs({
  options: { from: { type: 'string' }, replace: { type: 'boolean', default: false } },
  strict: true,
});
if (!values.from) {
  console.error(usage);
  process.exit(2);
}
try {
  const restored = await restoreCommand(loadConfig(), values.from, { replace: values.replace });
  const { manifest } = restored;
  console.log(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.app.version}, migration ` +
      `${manifest.database.migrations.count}): ${restored.tables} tables, ${restored.rows} rows, ` +
      `${restored.files} files. Every checksum matched. Start the site: it applies any newer migrations.`,
  );
} catch (err) {
  if (
    err instanceof ConfigError ||
    err instanceof DataFolderInUseError ||
    err instanceof BackupInvalidError ||
    err instanceof TargetNotEmptyError
  ) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
