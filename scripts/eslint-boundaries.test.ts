import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, proven by feeding it imports it must refuse.
 * The files named here need not exist: ESLint lints the text as if it lived at that path,
 * and resolves its imports against the real tree.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' });
});

/** The problems ESLint reports for `text` placed at `filePath`, as `rule: message` lines. */
async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parser'}: ${m.message}`);
}

const restricted = (importPath: string) =>
  expect.stringContaining(
    `import-x/no-restricted-paths: Unexpected path "${importPath}" imported in restricted zone.`,
  );

describe('import boundaries', () => {
  it('refuses one server module importing another', async () => {
    const source = '../../modules/auth/current-user';
    const found = await problems(
      'server/modules/questions/x.ts',
      `import { toCurrentUser } from '${source}';\nexport const f = toCurrentUser;\n`,
    );
    expect(found).toEqual([restricted(source)]);
    expect(found[0]).toContain('never another module');
  });

  it('refuses a sibling module by its shortest path too', async () => {
    const source = '../auth/current-user';
    expect(
      await problems(
        'server/modules/newsletter/x.ts',
        `import { toCurrentUser } from '${source}';\nexport const f = toCurrentUser;\n`,
      ),
    ).toEqual([restricted(source)]);
  });

  it('refuses one client feature importing another, by relative path or alias', async () => {
    for (const source of ['../bible/use-address', '@client/features/bible/use-address']) {
      const found = await problems(
        'client/src/features/questions/x.tsx',
        `import { useAddressPart } from '${source}';\nexport const f = useAddressPart;\n`,
      );
      expect(found).toEqual([restricted(source)]);
      expect(found[0]).toContain('never another feature');
    }
  });

  it("lets the dashboard read other features' api/ folders, and nothing else of theirs", async () => {
    expect(
      await problems(
        'client/src/features/dashboard/x.tsx',
        `import { myQuestionsQuery } from '@client/features/questions/api/questions';\nexport const f = myQuestionsQuery;\n`,
      ),
    ).toEqual([]);
    const source = '@client/features/questions/question-parts';
    expect(
      await problems(
        'client/src/features/dashboard/x.tsx',
        `import * as parts from '${source}';\nexport const f = parts;\n`,
      ),
    ).toEqual([restricted(source)]);
  });

  it('refuses a feature importing the app shell, and shared client code importing a feature', async () => {
    expect(
      await problems(
        'client/src/features/questions/x.tsx',
        `import * as shell from '@client/app/screen-loading';\nexport const f = shell;\n`,
      ),
    ).toEqual([restricted('@client/app/screen-loading')]);
    expect(
      await problems(
        'client/src/lib/x.ts',
        `import { useAddressPart } from '../features/bible/use-address';\nexport const f = useAddressPart;\n`,
      ),
    ).toEqual([restricted('../features/bible/use-address')]);
  });

  it('refuses the client importing server code and the server importing client code', async () => {
    expect(
      await problems(
        'client/src/features/questions/x.tsx',
        `import { unauthorized } from '../../../../server/errors';\nexport const f = unauthorized;\n`,
      ),
    ).toEqual([restricted('../../../../server/errors')]);
    expect(
      await problems(
        'server/plugins/x.ts',
        `import { apiRequest } from '../../client/src/lib/api';\nexport const f = apiRequest;\n`,
      ),
    ).toEqual([restricted('../../client/src/lib/api')]);
  });

  it("lets only the server's tests load the client's server-render entry", async () => {
    const text = `export const load = () => import('../../client/src/entry-server');\n`;
    expect(await problems('server/plugins/x.ts', text)).toEqual([
      restricted('../../client/src/entry-server'),
    ]);
    expect(await problems('server/plugins/x.test.ts', text)).toEqual([]);
  });

  it('refuses db/, infra/ and plugins/ importing a module', async () => {
    expect(
      await problems(
        'server/infra/x.ts',
        `import { toCurrentUser } from '../modules/auth/current-user';\nexport const f = toCurrentUser;\n`,
      ),
    ).toEqual([restricted('../modules/auth/current-user')]);
  });

  it('refuses domain/ importing a module or a plugin', async () => {
    expect(
      await problems(
        'server/domain/x.ts',
        `import { toCurrentUser } from '../modules/auth/current-user';\nexport const f = toCurrentUser;\n`,
      ),
    ).toEqual([restricted('../modules/auth/current-user')]);
    expect(
      await problems(
        'server/domain/x.ts',
        `import { requireUser } from '../plugins/session';\nexport const f = requireUser;\n`,
      ),
    ).toEqual([restricted('../plugins/session')]);
  });

  it('refuses contract/ and content/ importing anything of ours', async () => {
    expect(
      await problems(
        'contract/x.ts',
        `import { studies } from '@content/studies';\nexport const f = studies;\n`,
      ),
    ).toEqual([restricted('@content/studies')]);
    expect(
      await problems(
        'content/x.ts',
        `import { errorSchema } from '../contract/errors';\nexport const f = errorSchema;\n`,
      ),
    ).toEqual([restricted('../contract/errors')]);
  });

  it('refuses database knowledge in routes: the tables and the query builder', async () => {
    for (const file of [
      'server/modules/questions/routes.ts',
      'server/modules/auth/passkey-routes.ts',
    ]) {
      const found = await problems(
        file,
        [
          `import { questions } from '../../db/schema';`,
          `import { eq } from 'drizzle-orm';`,
          `export const f = [questions, eq];`,
          '',
        ].join('\n'),
      );
      expect(found).toEqual([
        restricted('../../db/schema'),
        expect.stringContaining('no-restricted-imports:'),
      ]);
      expect(found[0]).toContain('Routes know no tables');
    }
    // A service may know both.
    expect(
      await problems(
        'server/modules/questions/service.ts',
        `import { questions } from '../../db/schema';\nimport { eq } from 'drizzle-orm';\nexport const f = [questions, eq];\n`,
      ),
    ).toEqual([]);
  });

  it('refuses an import the resolver cannot follow, so nothing slips past the zones', async () => {
    expect(
      await problems(
        'client/src/features/questions/x.tsx',
        `import { nothing } from '@client/lib/no-such-file';\nexport const f = nothing;\n`,
      ),
    ).toEqual([expect.stringContaining('import-x/no-unresolved:')]);
  });

  it('refuses an import cycle', async () => {
    // notice-folds.ts imports ./service; a service that imported it back would close the loop.
    // (Routes import only their service's types, which the cycle check rightly ignores.)
    expect(
      await problems('server/modules/conversations/service.ts', `import './notice-folds';\n`),
    ).toEqual(['import-x/no-cycle: Dependency cycle detected']);
  });

  it('allows what the architecture allows', async () => {
    expect(
      await problems(
        'server/modules/questions/x.ts',
        [
          `import { errorSchema } from '../../../contract/errors';`,
          `import { unauthorized } from '../../errors';`,
          `import { requireUser } from '../../plugins/session';`,
          `import * as service from './service';`,
          `export const f = [errorSchema, unauthorized, requireUser, service];`,
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await problems(
        'client/src/features/questions/x.tsx',
        [
          `import { apiRequest } from '@client/lib/api';`,
          `import { errorSchema } from '@contract/errors';`,
          `import { studies } from '@content/studies';`,
          `export const f = [apiRequest, errorSchema, studies];`,
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
