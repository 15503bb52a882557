import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../server/config';
import { ensureAdmin } from '../server/db/admin';
import { connectDatabase } from '../server/db/connect';

const usage =
  'Usage: npm run admin:create -- --email admin@example.org --password <at least 6 characters>';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
  strict: true,
});
const args = z
  .object({
    email: z.email('--email must be an e-mail address'),
    password: z.string().min(6, '--password must be at least 6 characters'),
  })
  .safeParse(values);
if (!args.success) {
  console.error(args.error.issues.map((i) => i.message).join('\n'));
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await connectDatabase(config);
try {
  await database.migrate();
  const result = await ensureAdmin(database.db, args.data, { resetPassword: true });
  console.log(
    result.created
      ? `Administrator ${args.data.email} created.`
      : `${args.data.email} is now an administrator (password updated).`,
  );
} finally {
  await database.close();
}
