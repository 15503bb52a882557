/** A member's own account: the profile and the password. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../../contract/auth';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { authTestKit, COMMONLY_USED } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { uniqueEmail, post, me, userByEmail, registerMember, loginAs } = authTestKit(() => t);

describe('PUT /api/profile', { tags: ['asvs-v6'] }, () => {
  const put = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(payload),
    });

  it('updates the names at once; a new e-mail waits for the link sent to it', async () => {
    const { user, cookie } = await t.signIn();
    const email = uniqueEmail('Renamed').toUpperCase();
    const res = await put(
      { firstName: 'Deborah', lastName: 'Judge', email, currentPassword: 'correct horse' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      firstName: 'Deborah',
      lastName: 'Judge',
      email: user.email,
      pendingEmail: email.toLowerCase(),
    });
    const after = currentUserSchema.parse(res.json());
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(user.updatedAt.getTime());
  });

  it('leaves out fields that are not sent', async () => {
    const { user, cookie } = await t.signIn({ firstName: 'Miriam' });
    const res = await put({ lastName: 'Prophetess' }, cookie);
    expect(res.json()).toMatchObject({ firstName: 'Miriam', email: user.email });
  });

  it('answers 401 when signed out', async () => {
    expect((await put({ firstName: 'X' })).statusCode).toBe(401);
  });

  it('answers an e-mail another account has as any other, and moves nothing', async () => {
    const other = await t.signIn();
    const { user, cookie } = await t.signIn();
    const res = await put({ email: other.user.email, currentPassword: 'correct horse' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, pendingEmail: other.user.email });
    expect((await userByEmail(other.user.email))?.id).toBe(other.user.id);
  });

  it("cannot change another member's profile", async () => {
    const victim = await t.signIn({ firstName: 'Abigail' });
    const { user, cookie } = await t.signIn();
    const res = await put(
      { id: victim.user.id, userId: victim.user.id, firstName: 'Nabal' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, firstName: 'Nabal' });
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.user.id));
    expect(row?.firstName).toBe('Abigail');
  });

  it('cannot make itself an administrator', async () => {
    const { user, cookie } = await t.signIn();
    await put({ isAdmin: true, firstName: 'Eli' }, cookie);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isAdmin).toBe(false);
  });

  it('keeps the language the member chose, and shows it on the session', async () => {
    const { user, cookie } = await t.signIn();
    const me = async () =>
      currentUserSchema.parse((await t.call('GET', '/api/auth/me', cookie)).json());
    expect((await me()).preferredLanguage).toBeNull();
    const res = await put({ preferredLanguage: 'es' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, preferredLanguage: 'es' });
    expect((await me()).preferredLanguage).toBe('es');
    // Other fields leave it as it is.
    await put({ firstName: 'Lydia' }, cookie);
    expect((await me()).preferredLanguage).toBe('es');
    await put({ preferredLanguage: 'pt' }, cookie);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.preferredLanguage).toBe('pt');
  });

  it("sets only the member's own language", async () => {
    const other = await t.signIn();
    const { cookie } = await t.signIn();
    const res = await put({ id: other.user.id, preferredLanguage: 'pt' }, cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row?.preferredLanguage).toBeNull();
    expect((await put({ preferredLanguage: 'es' })).statusCode).toBe(401);
  });

  it.each([['fr'], ['ES'], [''], [1], [null]])(
    'refuses the language %j with a field error',
    async (preferredLanguage) => {
      const { user, cookie } = await t.signIn();
      const res = await put({ preferredLanguage }, cookie);
      expect(res.statusCode).toBe(400);
      expect(
        (res.json() as { fieldErrors: Record<string, string[]> }).fieldErrors.preferredLanguage,
      ).toContain('Choose English, Español or Português');
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.preferredLanguage).toBeNull();
    },
  );

  it.each([
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: 'x'.repeat(51) }, 'firstName', 'First name too long'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ lastName: 'x'.repeat(51) }, 'lastName', 'Last name too long'],
  ])('refuses %j', async (body, field, message) => {
    const { cookie } = await t.signIn();
    const res = await put(body, cookie);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toContain(
      message,
    );
  });
});

describe('POST /api/change-password', { tags: ['asvs-v6'] }, () => {
  const change = (payload: unknown, cookie?: string) =>
    post('/api/change-password', payload, cookie ? { cookie } : {});

  it('changes the password, keeps this session and ends the others', async () => {
    const member = await registerMember();
    const here = await loginAs(member.email, member.password);
    const elsewhere = await loginAs(member.email, member.password);
    const res = await change(
      {
        currentPassword: member.password,
        newPassword: 'strait gate 8',
        confirmPassword: 'strait gate 8',
      },
      here,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed' });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await post('/api/auth/login', member)).statusCode).toBe(401);
    await loginAs(member.email, 'strait gate 8');
  });

  it('answers 400 on the currentPassword field when the current password is wrong', async () => {
    const { cookie } = await t.signIn();
    const res = await change(
      {
        currentPassword: 'wrong one',
        newPassword: 'strait gate 8',
        confirmPassword: 'strait gate 8',
      },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Current password is incorrect',
      fieldErrors: { currentPassword: ['Current password is incorrect'] },
    });
  });

  it('answers 401 when signed out', async () => {
    const res = await change({
      currentPassword: 'correct horse',
      newPassword: 'strait gate 8',
      confirmPassword: 'strait gate 8',
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [
      { newPassword: 'abc', confirmPassword: 'abc' },
      'newPassword',
      'New password must be at least 6 characters',
    ],
    [{ newPassword: 'qwerty123', confirmPassword: 'qwerty123' }, 'newPassword', COMMONLY_USED],
    [{ newPassword: 'q1w2e3', confirmPassword: 'q1w2e3' }, 'newPassword', COMMONLY_USED],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'strait gate 9' }, 'confirmPassword', "Passwords don't match"],
  ])('refuses %j', async (changeBody, field, message) => {
    const { cookie } = await t.signIn();
    const res = await change(
      {
        currentPassword: 'correct horse',
        newPassword: 'strait gate 8',
        confirmPassword: 'strait gate 8',
        ...changeBody,
      },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toContain(
      message,
    );
  });
});
