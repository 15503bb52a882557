import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../server/config';
import { describeAdminOutcome, ensureAdmin } from '../server/domain/admin';
import { adminPasswordField } from '../server/password-strength';
import { openDatabase } from './lib/open-database';

const usage =
  'Usage: npm run admin:create -- --email admin@example.org --password "<four or more uncommon words>" ' +
  '[--promote-existing [--force]]';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    // Making an existing member an administrator must be asked for by name: see ensureAdmin.
    'promote-existing': { type: 'boolean', default: false },
    // An account whose address was never verified is promoted only with this as well.
    force: { type: 'boolean', default: false },
  },
  strict: true,
});
const args = z
  .object({
    email: z.email('--email must be an e-mail address'),
    password: z.string({ error: '--password is required' }),
    'promote-existing': z.boolean(),
    force: z.boolean(),
  })
  .safeParse(values);
if (!args.success) {
  console.error(args.error.issues.map((i) => i.message).join('\n'));
  console.error(usage);
  process.exit(2);
}
const strong = adminPasswordField.safeParse(args.data.password);
if (!strong.success) {
  console.error(`--password ${strong.error.issues.map((i) => i.message).join(' ')}`);
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const { email, password } = args.data;
  const { outcome } = await ensureAdmin(
    database.db,
    { email, password },
    {
      resetPassword: true,
      promoteExisting: args.data['promote-existing'],
      force: args.data.force,
    },
  );
  const line = describeAdminOutcome(email, outcome, {
    passwordSet: true,
    promoteHint: 'run this again with --promote-existing',
  });
  if (outcome === 'member-not-promoted' || outcome === 'unverified-member-not-promoted') {
    console.error(line);
    process.exitCode = 1;
  } else {
    console.log(line);
  }
} finally {
  await database.close();
}
