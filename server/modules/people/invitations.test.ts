import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_ALREADY_STAFF,
  INVITATION_INVALID,
  INVITATION_NOT_FOUND,
  type AcceptAnswer,
  type Invitation,
  type InvitationList,
} from '../../../contract/people';
import { NOT_FOR_YOUR_ROLE, STAFF_ONLY } from '../../../contract/staff';
import { auditEntries, mailOutbox, staffInvitations, users } from '../../db/schema';
import { hashToken } from '../../domain/sessions';
import { createTestApp, type TestApp } from '../../test/app';

let now = new Date('2026-11-28T10:00:00Z');
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signIn']>>;
let owner: Member;
let admin: Member;
let editor: Member;
let member: Member;
const strong = 'plenty of quiet meadow words';

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  owner = await t.signIn({ roles: ['owner'], firstName: 'Lydia' });
  admin = await t.signIn({ isAdmin: true });
  editor = await t.signIn({ roles: ['editor'] });
  member = await t.signIn();
});
afterAll(() => t.close());

/** The link's token in the latest mail to `to`. */
async function tokenSentTo(to: string): Promise<{ token: string; subject: string; text: string }> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = /accept-invitation\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no link in the mail');
  return { token, subject: mail.subject, text: mail.text };
}

async function invite(body: Record<string, unknown>, who: Member = owner): Promise<Invitation> {
  const res = await t.call('POST', '/api/admin/invitations', who.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Invitation>();
}

const accept = (body: Record<string, unknown>) =>
  t.call('POST', '/api/invitations/accept', undefined, body);

describe('inviting', () => {
  it('is for those who manage people', async () => {
    const body = { email: 'someone@example.org', roles: ['editor'] };
    expect((await t.call('POST', '/api/admin/invitations', undefined, body)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/invitations')).statusCode).toBe(401);
    const byMember = await t.call('POST', '/api/admin/invitations', member.cookie, body);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json<{ message: string }>().message).toBe(STAFF_ONLY);
    const byEditor = await t.call('POST', '/api/admin/invitations', editor.cookie, body);
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json<{ message: string }>().message).toBe(NOT_FOR_YOUR_ROLE);
    expect((await t.call('GET', '/api/admin/invitations', editor.cookie)).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/admin/invitations/1', editor.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await t.call('POST', '/api/admin/invitations/1/resend', editor.cookie)).statusCode,
    ).toBe(403);
  });

  it('answers field errors for a bad invitation', async () => {
    const res = await t.call('POST', '/api/admin/invitations', owner.cookie, {
      email: 'not an address',
      roles: [],
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      roles: ['Choose at least one role'],
      language: ['Choose English, Español or Português'],
    });
    const owned = await t.call('POST', '/api/admin/invitations', owner.cookie, {
      email: 'x@example.org',
      roles: ['owner'],
    });
    expect(owned.statusCode).toBe(400);
    expect(owned.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      'roles.0': ['Choose roles from the list'],
    });
  });

  it('sends the invitation in the chosen language, lists it, and records it', async () => {
    const sent = await invite({ email: 'Marta@Example.org', roles: ['editor'], language: 'es' });
    expect(sent).toMatchObject({ email: 'marta@example.org', roles: ['editor'], language: 'es' });
    expect(sent.expiresAt).toBe('2026-12-05T10:00:00.000Z');
    const mail = await tokenSentTo('marta@example.org');
    expect(mail.subject).toBe('Le invitamos a unirse al equipo del ministerio');
    expect(mail.text).toContain('Lydia Member le invita');
    expect(mail.text).toContain('/es/accept-invitation?token=');
    // Only the token's hash is kept.
    const [row] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, sent.id));
    expect(row?.tokenHash).toBe(hashToken(mail.token));
    const list = await t.call('GET', '/api/admin/invitations', admin.cookie);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json<InvitationList>().invitations.map((i) => i.email)).toContain(
      'marta@example.org',
    );
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'invitation.create'))
      .orderBy(desc(auditEntries.id));
    expect(entry).toMatchObject({ actorId: owner.user.id, summary: 'marta@example.org: editor' });
  });

  it('writes in the inviter’s own language when none is chosen', async () => {
    await t.db.update(users).set({ preferredLanguage: 'pt' }).where(eq(users.id, admin.user.id));
    const sent = await invite({ email: 'joao@example.org', roles: ['translator'] }, admin);
    expect(sent.language).toBe('pt');
    expect((await tokenSentTo('joao@example.org')).subject).toBe(
      'Você foi convidado para a equipe do ministério',
    );
  });

  it('refuses an address that already holds the roles', async () => {
    const res = await t.call('POST', '/api/admin/invitations', owner.cookie, {
      email: editor.user.email,
      roles: ['editor'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(INVITATION_ALREADY_STAFF);
  });
});

describe('accepting', () => {
  it('makes a new account that must next set up two-step verification, once', async () => {
    await invite({ email: 'new.editor@example.org', roles: ['editor', 'author'] });
    const { token } = await tokenSentTo('new.editor@example.org');

    const missing = await accept({ token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      password: ['Choose a password'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
    const weak = await accept({ token, password: 'abc', firstName: 'Ana', lastName: 'Silva' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['password']);

    const res = await accept({ token, password: strong, firstName: 'Ana', lastName: 'Silva' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AcceptAnswer>()).toEqual({
      outcome: 'created',
      email: 'new.editor@example.org',
      roles: ['editor', 'author'],
    });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toBeDefined();
    const me = await t.call('GET', '/api/auth/me', `sid=${cookie?.value}`);
    expect(me.json()).toMatchObject({
      email: 'new.editor@example.org',
      firstName: 'Ana',
      roles: ['editor', 'author'],
      permissions: [],
      secondFactorRequired: true,
      emailVerified: true,
    });
    // The staff guard asks for the second factor first.
    const articles = await t.call('GET', '/api/admin/articles', `sid=${cookie?.value}`);
    expect(articles.statusCode).toBe(403);

    const again = await accept({ token, password: strong, firstName: 'Ana', lastName: 'Silva' });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe(INVITATION_INVALID);
    // Accepted invitations leave the pending list.
    const list = await t.call('GET', '/api/admin/invitations', owner.cookie);
    expect(list.json<InvitationList>().invitations.map((i) => i.email)).not.toContain(
      'new.editor@example.org',
    );
  });

  it('adds the roles to an existing account without touching its password', async () => {
    const existing = await t.signIn();
    await invite({ email: existing.user.email, roles: ['treasurer'] });
    const { token } = await tokenSentTo(existing.user.email);
    const res = await accept({ token, password: 'ignored anyway words' });
    expect(res.json<AcceptAnswer>()).toEqual({
      outcome: 'roles-added',
      email: existing.user.email,
      roles: ['treasurer'],
    });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.user.id));
    expect(row?.roles).toEqual(['treasurer']);
    expect(row?.password).toBe(existing.user.password);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'invitation.accept'))
      .orderBy(desc(auditEntries.id));
    expect(entry).toMatchObject({ actorId: existing.user.id, targetId: String(existing.user.id) });
  });

  it('refuses a link after seven days, and an unknown or malformed one', async () => {
    await invite({ email: 'late@example.org', roles: ['pastor'] });
    const { token } = await tokenSentTo('late@example.org');
    const saved = now;
    now = new Date(now.getTime() + 7 * 86_400_000 + 1000);
    try {
      const res = await accept({ token, password: strong, firstName: 'L', lastName: 'Late' });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(INVITATION_INVALID);
    } finally {
      now = saved;
    }
    expect((await accept({ token: 'nothing-like-it' })).statusCode).toBe(400);
    const bad = await accept({ token: '' });
    expect(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      token: [INVITATION_INVALID],
    });
  });
});

describe('re-sending and revoking', () => {
  it('re-sends with a new link that replaces the old one', async () => {
    const sent = await invite({ email: 'again@example.org', roles: ['moderator'] });
    const first = await tokenSentTo('again@example.org');
    const res = await t.call('POST', `/api/admin/invitations/${sent.id}/resend`, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const second = await tokenSentTo('again@example.org');
    expect(second.token).not.toBe(first.token);
    expect((await accept({ token: first.token })).statusCode).toBe(400);
    const ok = await accept({
      token: second.token,
      password: strong,
      firstName: 'A',
      lastName: 'B',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // Accepted: nothing left to re-send or revoke.
    expect(
      (await t.call('POST', `/api/admin/invitations/${sent.id}/resend`, owner.cookie)).statusCode,
    ).toBe(404);
  });

  it('revokes a pending invitation, whose link then fails', async () => {
    const sent = await invite({ email: 'revoked@example.org', roles: ['author'] });
    const { token } = await tokenSentTo('revoked@example.org');
    const res = await t.call('DELETE', `/api/admin/invitations/${sent.id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await accept({ token })).statusCode).toBe(400);
    const gone = await t.call('DELETE', `/api/admin/invitations/${sent.id}`, admin.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(INVITATION_NOT_FOUND);
    const bad = await t.call('DELETE', '/api/admin/invitations/abc', admin.cookie);
    expect(bad.statusCode).toBe(400);
  });
});
