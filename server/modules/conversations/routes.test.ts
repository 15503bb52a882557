import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../../contract/conversations';
import { attachments, conversations, messages } from '../../db/schema';
import { createLocalFileStore, type FileStore } from '../../infra/file-store';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { multipart, type FilePart } from '../../test/multipart';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);
const exe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0'),
  Buffer.alloc(400),
]);

function first<T>(list: T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('empty list');
  return item;
}

let t: TestApp;
let smtp: TestSmtp;
/** Moves the app's clock (the administrators' notices fold messages within minutes). */
let offset = 0;
let uploadDir: string;
const storedFiles = () => {
  try {
    return readdirSync(uploadDir);
  } catch {
    return [];
  }
};

/** A store that fails on its second file, after the first was written. */
let failSecondSave = false;
function flakyStore(inner: FileStore): FileStore {
  let saves = 0;
  return {
    ...inner,
    async save(source) {
      saves += 1;
      if (failSecondSave && saves % 2 === 0) {
        source.resume();
        throw new Error('disk full');
      }
      return inner.save(source);
    },
  };
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  const config = testConfig();
  uploadDir = config.uploadDir;
  t = await createTestApp({
    config,
    clock: () => new Date(Date.now() + offset),
    mailer: smtp.mailer(),
    files: flakyStore(createLocalFileStore(config.uploadDir)),
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function start(
  cookie: string,
  files: FilePart[] = [],
  content = 'How should I read Daniel 9?',
) {
  const body = multipart({ title: 'Seventy weeks', category: 'prophecy', content }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

describe('conversations', () => {
  it(
    'lets a member start one with a PDF; others get 404; admins see it unread',
    { tags: ['asvs-v8'] },
    async () => {
      const a = await t.signIn({ firstName: 'Lydia' });
      const b = await t.signIn();
      const admin = await t.signIn({ isAdmin: true });

      const created = await start(a.cookie, [
        { name: 'notes.pdf', type: 'application/pdf', data: pdf },
      ]);
      expect(created.statusCode).toBe(201);
      const { conversationId, message } = created.json<{
        conversationId: number;
        message: { attachments: { id: number; fileName: string; url: string }[] };
      }>();
      const attachment = first(message.attachments);
      expect(attachment.fileName).toBe('notes.pdf');

      const mine = await t.app.inject({ url: '/api/conversations', headers: { cookie: a.cookie } });
      expect(mine.json()).toEqual([
        expect.objectContaining({ id: conversationId, title: 'Seventy weeks', unreadCount: 0 }),
      ]);

      // Another member: not found, for the thread, the attachment and writing in it.
      for (const url of [`/api/conversations/${conversationId}`, attachment.url]) {
        const res = await t.app.inject({ url, headers: { cookie: b.cookie } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toHaveProperty('message');
      }
      const intrude = multipart({ content: 'hello' });
      const wrote = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: b.cookie, ...intrude.headers },
        payload: intrude.payload,
      });
      expect(wrote.statusCode).toBe(404);
      const listB = await t.app.inject({
        url: '/api/conversations',
        headers: { cookie: b.cookie },
      });
      expect(listB.json()).toEqual([]);

      // The owner downloads the same bytes, as a download, never sniffed.
      const download = await t.app.inject({ url: attachment.url, headers: { cookie: a.cookie } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('attachment; filename="notes.pdf"');
      expect(download.headers['x-content-type-options']).toBe('nosniff');

      const all = await t.app.inject({
        url: '/api/admin/conversations',
        headers: { cookie: admin.cookie },
      });
      expect(all.json()).toContainEqual(
        expect.objectContaining({
          id: conversationId,
          unreadCount: 1,
          member: expect.objectContaining({ email: a.user.email, name: 'Lydia Member' }),
        }),
      );
      const adminDownload = await t.app.inject({
        url: attachment.url,
        headers: { cookie: admin.cookie },
      });
      expect(adminDownload.rawPayload.equals(pdf)).toBe(true);
    },
  );

  it('serves images inline', { tags: ['asvs-v5'] }, async () => {
    const a = await t.signIn();
    const created = await start(a.cookie, [{ name: 'map.png', type: 'image/png', data: png }]);
    expect(created.statusCode).toBe(201);
    const { url } = first(
      created.json<{ message: { attachments: { url: string }[] } }>().message.attachments,
    );
    const res = await t.app.inject({ url, headers: { cookie: a.cookie } });
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="map.png"/);
  });

  it(
    'names a file by the type its bytes confirmed, in the thread, the list and the download',
    { tags: ['asvs-v5'] },
    async () => {
      const a = await t.signIn();
      const html = Buffer.from('<script>alert(document.cookie)</script>\n');
      const created = await start(a.cookie, [
        { name: 'x.html', type: 'text/plain', data: html },
        { name: 'notes.TXT', type: 'text/plain', data: Buffer.from('notes\n') },
        { name: 'photo', type: 'image/png', data: png },
      ]);
      expect(created.statusCode, created.body).toBe(201);
      const { conversationId, message } = created.json<{
        conversationId: number;
        message: { attachments: { fileName: string; url: string }[] };
      }>();
      const names = ['x.html.txt', 'notes.TXT', 'photo.png'];
      expect(message.attachments.map((f) => f.fileName)).toEqual(names);
      const thread = await t.app.inject({
        url: `/api/conversations/${conversationId}`,
        headers: { cookie: a.cookie },
      });
      expect(
        thread
          .json<{ messages: { attachments: { fileName: string }[] }[] }>()
          .messages.flatMap((m) => m.attachments.map((f) => f.fileName)),
      ).toEqual(names);
      const download = await t.app.inject({
        url: first(message.attachments).url,
        headers: { cookie: a.cookie },
      });
      expect(download.headers['content-type']).toBe('text/plain');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="x.html.txt"; filename*=UTF-8''x.html.txt`,
      );
    },
  );

  it(
    'downloads a name stored before names followed their type with the ending of its type',
    { tags: ['asvs-v5'] },
    async () => {
      const a = await t.signIn();
      const created = await start(a.cookie, [
        { name: 'old.txt', type: 'text/plain', data: Buffer.from('old\n') },
      ]);
      const { url } = first(
        created.json<{ message: { attachments: { url: string }[] } }>().message.attachments,
      );
      const id = Number(url.split('/').pop());
      await t.db.update(attachments).set({ fileName: 'old.htm' }).where(eq(attachments.id, id));
      const download = await t.app.inject({ url, headers: { cookie: a.cookie } });
      expect(download.headers['content-disposition']).toContain('filename="old.htm.txt"');
    },
  );

  it('marks read only what the reader may read', { tags: ['asvs-v8'] }, async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const id = (await start(a.cookie)).json<{ conversationId: number }>().conversationId;
    const mark = (url: string, cookie?: string) =>
      t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
    expect((await mark(`/api/conversations/${id}/read`)).statusCode).toBe(401);
    expect((await mark(`/api/conversations/${id}/read`, b.cookie)).statusCode).toBe(404);
    expect((await mark(`/api/admin/conversations/${id}/read`, a.cookie)).statusCode).toBe(403);
    const admin = await t.signIn({ isAdmin: true });
    expect((await mark('/api/admin/conversations/2147483647/read', admin.cookie)).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ adminUnreadCount: 1 });
  });

  it(
    'refuses the administrator routes to members with 403 and to strangers with 401',
    { tags: ['asvs-v8'] },
    async () => {
      const member = await t.signIn();
      const created = await start(member.cookie);
      const id = created.json<{ conversationId: number }>().conversationId;
      const calls = [
        { method: 'GET' as const, url: '/api/admin/conversations' },
        { method: 'GET' as const, url: `/api/admin/conversations/${id}` },
        {
          method: 'PATCH' as const,
          url: `/api/admin/conversations/${id}`,
          payload: { status: 'closed' },
        },
        {
          method: 'POST' as const,
          url: '/api/conversations/message',
          payload: { conversationId: id, content: 'I am not the ministry' },
        },
      ];
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: { cookie: member.cookie } });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json()).toMatchObject({ message: 'Administrators only', code: 'FORBIDDEN' });
        const anonymous = await t.app.inject(call);
        expect(anonymous.statusCode, call.url).toBe(401);
      }
    },
  );

  it(
    'refuses an oversized file with 413 and the error shape, keeping nothing',
    { tags: ['asvs-v5'] },
    async () => {
      const a = await t.signIn();
      const before = storedFiles().length;
      const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x41);
      const res = await start(a.cookie, [{ name: 'big.txt', type: 'text/plain', data: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        message: 'File Too Large: big.txt exceeds 10MB limit',
        code: 'FILE_TOO_LARGE',
      });
      expect(storedFiles().length).toBe(before);
      const list = await t.app.inject({ url: '/api/conversations', headers: { cookie: a.cookie } });
      expect(list.json()).toEqual([]);
    },
  );

  it('accepts a file of exactly 10 MB', { tags: ['asvs-v5'] }, async () => {
    const a = await t.signIn();
    const exact = Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x41);
    const res = await start(a.cookie, [{ name: 'exact.txt', type: 'text/plain', data: exact }]);
    expect(res.statusCode).toBe(201);
  });

  it(
    'refuses a renamed executable with a .png name, by its bytes',
    { tags: ['asvs-v5'] },
    async () => {
      const a = await t.signIn();
      const before = storedFiles().length;
      const res = await start(a.cookie, [
        { name: 'notes.pdf', type: 'application/pdf', data: pdf },
        { name: 'photo.png', type: 'image/png', data: exe },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'INVALID_FILE_TYPE' });
      expect(res.json<{ message: string }>().message).toMatch(/^Invalid File Type/);
      expect(storedFiles().length).toBe(before);

      const declaredWrong = await start(a.cookie, [
        { name: 'run.exe', type: 'application/x-msdownload', data: exe },
      ]);
      expect(declaredWrong.statusCode).toBe(415);
      const textWithNul = await start(a.cookie, [
        { name: 'a.txt', type: 'text/plain', data: Buffer.from([0x41, 0, 0x42]) },
      ]);
      expect(textWithNul.statusCode).toBe(415);
      const list = await t.app.inject({ url: '/api/conversations', headers: { cookie: a.cookie } });
      expect(list.json()).toEqual([]);
    },
  );

  it('refuses a sixth file', { tags: ['asvs-v5'] }, async () => {
    const a = await t.signIn();
    const before = storedFiles().length;
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: `n${i}.txt`,
      type: 'text/plain',
      data: Buffer.from(`note ${i}`),
    }));
    const res = await start(a.cookie, six);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('At most 5 files per message');
    expect(storedFiles().length).toBe(before);
    const five = await start(a.cookie, six.slice(0, 5));
    expect(five.statusCode).toBe(201);
    expect(five.json<{ message: { attachments: unknown[] } }>().message.attachments).toHaveLength(
      5,
    );
  });

  it('requires a subject, a known category and text unless files come', async () => {
    const a = await t.signIn();
    const noSubject = multipart({ title: '  ', category: 'doctrine', content: 'x' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: a.cookie, ...noSubject.headers },
      payload: noSubject.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { title: ['Subject is required'] } });
    const badCategory = multipart({ title: 'x', category: 'gossip', content: 'x' });
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: a.cookie, ...badCategory.headers },
      payload: badCategory.payload,
    });
    expect(res2.statusCode).toBe(400);
    expect((await start(a.cookie, [], '   ')).statusCode).toBe(400);
    const fileOnly = await start(
      a.cookie,
      [{ name: 'n.pdf', type: 'application/pdf', data: pdf }],
      '',
    );
    expect(fileOnly.statusCode).toBe(201);
  });

  it('refuses a blank reply, from a member and from the ministry', async () => {
    const a = await t.signIn();
    const admin = await t.signIn({ isAdmin: true });
    const id = (await start(a.cookie)).json<{ conversationId: number }>().conversationId;
    const blank = multipart({ content: '  \n ' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { cookie: a.cookie, ...blank.headers },
      payload: blank.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { content: [expect.any(String)] } });
    const adminBlank = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/message',
      headers: { cookie: admin.cookie },
      payload: { conversationId: id, content: ' ' },
    });
    expect(adminBlank.statusCode).toBe(400);
    const [row] = await t.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(row).toBeDefined();
    expect((await t.db.select().from(messages).where(eq(messages.conversationId, id))).length).toBe(
      1,
    );
  });

  it(
    'leaves no message and no stray file when a file write fails',
    { tags: ['asvs-v5'] },
    async () => {
      const a = await t.signIn();
      const id = (await start(a.cookie)).json<{ conversationId: number }>().conversationId;
      const before = storedFiles().length;
      failSecondSave = true;
      try {
        const body = multipart({ content: 'Two files' }, [
          { name: 'one.pdf', type: 'application/pdf', data: pdf },
          { name: 'two.pdf', type: 'application/pdf', data: pdf },
        ]);
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/conversations/${id}/messages`,
          headers: { cookie: a.cookie, ...body.headers },
          payload: body.payload,
        });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toMatchObject({ code: 'INTERNAL' });
      } finally {
        failSecondSave = false;
      }
      expect(storedFiles().length).toBe(before);
      expect(
        (await t.db.select().from(messages).where(eq(messages.conversationId, id))).length,
      ).toBe(1);
    },
  );

  it(
    'removes the stored files when the database refuses the message',
    { tags: ['asvs-v5'] },
    async () => {
      const a = await t.signIn();
      const before = storedFiles().length;
      const attachmentsBefore = (await t.db.select().from(attachments)).length;
      const body = multipart({ content: 'Lost' }, [
        { name: 'one.pdf', type: 'application/pdf', data: pdf },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/conversations/999999/messages',
        headers: { cookie: a.cookie, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(404);
      expect(storedFiles().length).toBe(before);
      expect((await t.db.select().from(attachments)).length).toBe(attachmentsBefore);
    },
  );

  it('moves unread counts as each side marks a thread read, reopens on a member reply and sends mail', async () => {
    const a = await t.signIn({ firstName: 'Priscilla' });
    const admin = await t.signIn({ isAdmin: true });
    const id = (await start(a.cookie)).json<{ conversationId: number }>().conversationId;
    await smtp.waitFor(
      (m) => m.to.includes(admin.user.email) && m.subject === 'New conversation: Seventy weeks',
    );

    const adminUnread = async () =>
      (await t.app.inject({ url: '/api/admin/conversations', headers: { cookie: admin.cookie } }))
        .json<{ id: number; unreadCount: number }[]>()
        .find((c) => c.id === id)?.unreadCount;
    const memberUnread = async () =>
      (await t.app.inject({ url: '/api/conversations', headers: { cookie: a.cookie } }))
        .json<{ id: number; unreadCount: number }[]>()
        .find((c) => c.id === id)?.unreadCount;

    expect(await adminUnread()).toBe(1);
    const opened = await t.app.inject({
      url: `/api/admin/conversations/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(opened.json()).toMatchObject({
      unreadCount: 1,
      member: { name: 'Priscilla Member' },
      messages: [{ content: 'How should I read Daniel 9?', isFromAdmin: false }],
    });
    // Reading changes nothing; the screen marks the thread read once it is shown.
    expect(await adminUnread()).toBe(1);
    const adminRead = await t.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${id}/read`,
      headers: { cookie: admin.cookie },
    });
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.json()).toMatchObject({ id, unreadCount: 0 });
    expect(await adminUnread()).toBe(0);

    for (const content of ['Read it with Luke 21.', 'And Matthew 24.']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/conversations/message',
        headers: { cookie: admin.cookie },
        payload: { conversationId: id, content },
      });
      expect(reply.statusCode).toBe(201);
    }
    expect(await memberUnread()).toBe(2);
    const mail = await smtp.waitFor((m) => m.to.includes(a.user.email));
    expect(mail.subject).toBe('New reply: Seventy weeks');
    expect(mail.text).toContain(`/member-portal?conversation=${id}`);

    const thread = await t.app.inject({
      url: `/api/conversations/${id}`,
      headers: { cookie: a.cookie },
    });
    expect(
      thread.json<{ messages: { content: string; isFromAdmin: boolean }[] }>().messages,
    ).toEqual([
      expect.objectContaining({ content: 'How should I read Daniel 9?', isFromAdmin: false }),
      expect.objectContaining({ content: 'Read it with Luke 21.', isFromAdmin: true }),
      expect.objectContaining({ content: 'And Matthew 24.', isFromAdmin: true }),
    ]);
    expect(await memberUnread()).toBe(2);
    const memberRead = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      headers: { cookie: a.cookie },
    });
    expect(memberRead.statusCode).toBe(200);
    expect(memberRead.json()).toMatchObject({ id, unreadCount: 0 });
    expect(await memberUnread()).toBe(0);
    // The ministry's own count is the ministry's: a member reading leaves it alone.
    expect(await adminUnread()).toBe(0);

    // Closed by the ministry, reopened by the member's reply.
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/conversations/${id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'closed' },
    });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const onlyClosed = await t.app.inject({
      url: '/api/admin/conversations?status=closed',
      headers: { cookie: admin.cookie },
    });
    expect(onlyClosed.json<{ id: number }[]>().map((c) => c.id)).toContain(id);
    smtp.clear();
    // After a quiet spell, so the administrators hear of it at once (notice-folds.test.ts).
    offset += 10 * 60_000;
    const again = multipart({ content: 'Thank you!' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { cookie: a.cookie, ...again.headers },
      payload: again.payload,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ status: 'open', adminUnreadCount: 1, memberUnreadCount: 0 });
    expect(await adminUnread()).toBe(1);
    const adminMail = await smtp.waitFor((m) => m.to.includes(admin.user.email));
    expect(adminMail.subject).toBe('New message in: Seventy weeks');
    expect(adminMail.text).toContain(`/admin?conversation=${id}`);
  });

  it('accepts the ministry reply with files as multipart', async () => {
    const a = await t.signIn();
    const admin = await t.signIn({ isAdmin: true });
    const id = (await start(a.cookie)).json<{ conversationId: number }>().conversationId;
    const body = multipart({ conversationId: String(id), content: 'See the chart.' }, [
      { name: 'chart.png', type: 'image/png', data: png },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/message',
      headers: { cookie: admin.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const { url } = first(
      res.json<{ message: { attachments: { url: string }[] } }>().message.attachments,
    );
    const got = await t.app.inject({ url, headers: { cookie: a.cookie } });
    expect(got.rawPayload.equals(png)).toBe(true);
  });
});
