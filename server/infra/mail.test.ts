import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { escapeHtml } from './html';
import { createMailer, renderEmail } from './mail';

describe('renderEmail', () => {
  const content = {
    greeting: 'Hello <Ruth> & "Naomi",',
    paragraphs: ['First paragraph.'],
    action: { label: 'Open', url: 'https://example.org/x?a=1&b=<2>' },
    after: ['Afterwards.'],
    publicUrl: 'https://example.org',
  };

  it('has a plain-text part with the link, the site name and the address', () => {
    const { text } = renderEmail(content);
    expect(text).toContain('Hello <Ruth> & "Naomi",');
    expect(text).toContain('Open: https://example.org/x?a=1&b=<2>');
    expect(text).toContain('Kingdom Truth Ministry');
    expect(text).toContain('https://example.org');
  });

  it('escapes everything in the HTML part', () => {
    const { html } = renderEmail(content);
    expect(html).toContain('Hello &lt;Ruth&gt; &amp; &quot;Naomi&quot;,');
    expect(html).toContain('href="https://example.org/x?a=1&amp;b=&lt;2&gt;"');
    expect(html).not.toContain('<Ruth>');
  });

  it('escapeHtml covers the five characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('createMailer without SMTP', () => {
  it('writes an .eml file to the outbox and logs its subject and path', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mail-')), 'outbox');
    const logged: object[] = [];
    const mailer = createMailer({
      from: 'Ministry <no-reply@example.org>',
      outboxDir,
      logger: { info: (obj) => logged.push(obj) },
    });
    const result = await mailer.send({
      to: 'ruth@example.org',
      subject: 'Shalom',
      text: 'Plain words',
      html: '<p>HTML words</p>',
      replyTo: 'boaz@example.org',
      headers: { 'List-Unsubscribe': '<https://example.org/u?token=abc>' },
    });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(result.file).toBe(path.join(outboxDir, files[0] ?? ''));
    const eml = readFileSync(result.file ?? '', 'utf8');
    expect(eml).toMatch(/^To: ruth@example\.org$/m);
    expect(eml).toMatch(/^Reply-To: boaz@example\.org$/m);
    expect(eml).toMatch(/^List-Unsubscribe: <https:\/\/example\.org\/u\?token=abc>$/m);
    expect(eml).toContain('Plain words');
    expect(eml).toContain('<p>HTML words</p>');
    expect(logged).toEqual([{ subject: 'Shalom', file: result.file }]);
  });
});

describe('createMailer with SMTP (in-process server)', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers both parts, the reply-to and extra headers', async () => {
    const mailer = createMailer({
      from: 'Ministry <no-reply@example.org>',
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
    });
    await mailer.send({
      to: 'lydia@example.org',
      subject: 'Grüße — ünïcode',
      text: 'Plain ✝ words',
      html: '<p>HTML ✝ words</p>',
      replyTo: 'paul@example.org',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    mailer.close();
    const mail = await smtp.waitFor((m) => m.to.includes('lydia@example.org'));
    expect(mail.subject).toBe('Grüße — ünïcode');
    expect(mail.text.trim()).toBe('Plain ✝ words');
    expect(mail.html.trim()).toBe('<p>HTML ✝ words</p>');
    expect(mail.headers['reply-to']).toBe('paul@example.org');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });
});
