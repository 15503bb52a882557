import { connectDatabase, type DatabaseHandle } from '../../server/db/connect';
import { DataFolderInUseError } from '../../server/db/data-folder-lock';

/**
 * The operations scripts' way into the database. On the embedded database they refuse, with the
 * lock's message and exit code 1, while the site (or another script) has the data folder open.
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  try {
    return await connectDatabase(config);
  } catch (err) {
    if (!(err instanceof DataFolderInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
