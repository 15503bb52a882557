/**
 * Every staff address × every role, against the one permission table (contract/staff.ts). The
 * addresses are read from the app itself (its OpenAPI document, every route with a schema), so a
 * new `/api/admin/*` route without its line in the table fails here, by name.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_REQUIRED } from '../../contract/auth';
import {
  isStaffRoute,
  NOT_FOR_YOUR_ROLE,
  rolesMeet,
  STAFF_ONLY,
  STAFF_ROLES,
  staffRoutePermission,
  staffRoutePermissions,
  type StaffRole,
} from '../../contract/staff';
import { createTestApp, type TestApp } from '../test/app';
import { databaseBefore } from '../test/migrations';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

let t: TestApp;
/** The app's routes as registered: `METHOD /api/path/:param`. */
let routes: { method: Method; pattern: string }[];
const cookies = new Map<StaffRole | 'member', string>();

beforeAll(async () => {
  t = await createTestApp();
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method): method is Method => (METHODS as readonly string[]).includes(method))
      .map((method) => ({ method, pattern: path.replace(/\{(\w+)\}/g, ':$1') })),
  );
  cookies.set('member', (await t.signIn()).cookie);
  for (const role of STAFF_ROLES) cookies.set(role, (await t.signIn({ roles: [role] })).cookie);
}, 120_000);
afterAll(() => t.close());

const staffRoutes = () => routes.filter(({ method, pattern }) => isStaffRoute(method, pattern));

/** A request that names a row nobody has and carries no valid body: it reaches validation at most. */
function probe(method: Method, pattern: string, cookie?: string) {
  const url = pattern.replace(/:\w+/g, '999999');
  return t.call(method, url, cookie, method === 'GET' || method === 'DELETE' ? undefined : {});
}

describe('the permission table and the app', () => {
  it('has a line for every staff address the app serves, and none for an address it does not', () => {
    const served = staffRoutes();
    expect(served.length).toBeGreaterThan(40);
    const missing = served
      .filter(({ method, pattern }) => !staffRoutePermission(method, pattern))
      .map(({ method, pattern }) => `${method} ${pattern}`);
    expect(missing, 'add these to staffRoutePermissions in contract/staff.ts').toEqual([]);
    const known = new Set(routes.map(({ method, pattern }) => `${method} ${pattern}`));
    const stale = Object.keys(staffRoutePermissions).filter((key) => !known.has(key));
    expect(stale, 'these lines of staffRoutePermissions name no route').toEqual([]);
  });

  it('lets each role through exactly the addresses its permissions name, and refuses the rest with 403', async () => {
    const wrong: string[] = [];
    for (const { method, pattern } of staffRoutes()) {
      const rule = staffRoutePermission(method, pattern);
      if (!rule) continue;
      for (const role of STAFF_ROLES) {
        const res = await probe(method, pattern, cookies.get(role));
        const allowed = rolesMeet([role], rule);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        const message = refused ? (res.json() as { message: string }).message : null;
        if (
          allowed === refused ||
          res.statusCode >= 500 ||
          (refused && message !== NOT_FOR_YOUR_ROLE)
        ) {
          wrong.push(`${role} ${method} ${pattern}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('answers 401 to a stranger and 403 to a member on every staff address', async () => {
    const wrong: string[] = [];
    for (const { method, pattern } of staffRoutes()) {
      const stranger = await probe(method, pattern);
      const member = await probe(method, pattern, cookies.get('member'));
      if (stranger.statusCode !== 401)
        wrong.push(`stranger ${method} ${pattern}: ${stranger.statusCode}`);
      if (member.statusCode !== 403 || member.json<{ message: string }>().message !== STAFF_ONLY)
        wrong.push(`member ${method} ${pattern}: ${member.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('asks every staff role for two-step verification first', async () => {
    // The site has one owner (signed in above); every other role here with a fresh account.
    for (const role of STAFF_ROLES.filter((held) => held !== 'owner')) {
      const { cookie } = await t.signIn({ roles: [role], secondFactor: false });
      const res = await t.call('GET', '/api/admin/conversations', cookie);
      expect(res.statusCode, role).toBe(403);
      expect(res.json(), role).toMatchObject({ code: SECOND_FACTOR_REQUIRED });
      const me = (await t.call('GET', '/api/auth/me', cookie)).json();
      expect(me, role).toMatchObject({
        secondFactorRequired: true,
        roles: [role],
        permissions: [],
      });
      expect(me.isAdmin, role).toBe(role === 'admin');
    }
  });

  it('keeps money, conversations and content apart: a treasurer reads giving, not conversations', async () => {
    const treasurer = cookies.get('treasurer');
    expect((await t.call('GET', '/api/admin/donations/summary', treasurer)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/conversations', treasurer)).statusCode).toBe(403);
    const editor = cookies.get('editor');
    expect((await t.call('GET', '/api/admin/articles', editor)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/donations/export', editor)).statusCode).toBe(403);
  });
});

describe('GET /api/auth/me', () => {
  it('keeps firstName, username and isAdmin, and adds the roles and what they allow', async () => {
    const both = await t.signIn({ roles: ['pastor', 'treasurer'] });
    expect((await t.call('GET', '/api/auth/me', both.cookie)).json()).toMatchObject({
      firstName: 'Ruth',
      username: both.user.username,
      isAdmin: false,
      roles: ['pastor', 'treasurer'],
      permissions: [
        'conversations.manage',
        'questions.answer',
        'questions.moderate',
        'prayer.manage',
        'giving.read',
        'giving.manage',
      ],
    });
    const admin = (await t.call('GET', '/api/auth/me', cookies.get('admin'))).json();
    expect(admin).toMatchObject({ isAdmin: true, roles: ['admin'] });
    expect(admin.permissions).not.toContain('ownership.transfer');
    expect((await t.call('GET', '/api/auth/me', cookies.get('member'))).json()).toMatchObject({
      isAdmin: false,
      roles: [],
      permissions: [],
    });
  });
});

describe('the staff in the members’ own addresses', () => {
  it('shows a private question to the pastor and the moderator, with its address, and to no other role', async () => {
    const member = await t.signIn();
    const asked = await t.call('POST', '/api/questions', member.cookie, {
      title: 'What does the kingdom of God mean?',
      content: 'Jesus spoke of the kingdom often; what did he mean by it?',
      category: 'doctrine',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json<{ id: number }>();
    for (const role of STAFF_ROLES) {
      const res = await t.call('GET', `/api/questions/${id}`, cookies.get(role));
      const sees = ['owner', 'admin', 'pastor', 'moderator'].includes(role);
      expect(res.statusCode, role).toBe(sees ? 200 : 404);
      if (sees) expect(res.json(), role).toMatchObject({ submitterEmail: member.user.email });
    }
  });
});

describe('the roles migration', () => {
  it('makes the first administrator the owner and the others admins', async () => {
    const before = await databaseBefore('roles');
    try {
      await before.db.execute(sql`
        insert into users (username, password, email, is_admin) values
          ('member', 'x', 'member@example.org', false),
          ('first', 'x', 'first@example.org', true),
          ('second', 'x', 'second@example.org', true)`);
      await before.migrateToEnd();
      const rows = await before.db.execute<{
        username: string;
        roles: string[];
        is_admin: boolean;
      }>(sql`select username, roles, is_admin from users order by id`);
      expect(rows.rows).toEqual([
        { username: 'member', roles: [], is_admin: false },
        { username: 'first', roles: ['owner'], is_admin: true },
        { username: 'second', roles: ['admin'], is_admin: true },
      ]);
      // One owner at most, and `is_admin` always follows the roles.
      await expect(
        before.db.execute(
          sql`update users set roles = '{owner}', is_admin = true where username = 'member'`,
        ),
      ).rejects.toThrow();
      await expect(
        before.db.execute(sql`update users set roles = '{editor}' where username = 'second'`),
      ).rejects.toThrow();
    } finally {
      await before.close();
    }
    // A database migrated from nothing: initdb and every migration.
  }, 120_000);
});
