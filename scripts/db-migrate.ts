import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';

const config = loadConfig();
const database = await connectDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.driver}).`);
} finally {
  await database.close();
}
