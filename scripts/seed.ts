import { loadConfig } from '../server/config';
import { openDatabase } from './lib/open-database';
import { seed } from '../server/db/seed';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const added = await seed(database.db);
  console.log(
    `Seed done: ${added.ebooks} ebooks, ${added.videos} videos, ${added.articles} articles added (existing rows kept).`,
  );
} finally {
  await database.close();
}
