import { loadConfig } from '../server/config';
import { openDatabase } from './lib/open-database';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.driver}).`);
} finally {
  await database.close();
}
