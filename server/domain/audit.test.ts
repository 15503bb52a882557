import { describe, expect, it } from 'vitest';
import { AUDIT_SUMMARY_MAX, writeSummary } from './audit';

describe('what a staff write set, for the audit trail', () => {
  it('lists each field with a short form of its value', () => {
    expect(
      writeSummary({
        title: 'Grace',
        status: 'published',
        featured: true,
        position: 3,
        fundId: null,
        roles: ['editor', 'pastor'],
        seo: { title: 'x', description: 'y' },
      }),
    ).toBe(
      'title="Grace", status="published", featured=true, position=3, fundId=null, roles=[2], seo={title, description}',
    );
  });

  it('cuts long text and folds its lines', () => {
    const summary = writeSummary({ content: `Line one\n\n${'word '.repeat(50)}` });
    expect(summary).toBe(`content="${`Line one ${'word '.repeat(50)}`.slice(0, 40)}…"`);
  });

  it('never writes a secret’s value', () => {
    const summary = writeSummary({
      currentPassword: 'hunter2 horse',
      code: '123456',
      webhookSecret: 'whsec_1',
      apiKey: 'sk_live_1',
      token: 'abc',
      name: 'Missions',
    });
    expect(summary).toBe(
      'currentPassword=(hidden), code=(hidden), webhookSecret=(hidden), apiKey=(hidden), token=(hidden), name="Missions"',
    );
    for (const secret of ['hunter2', '123456', 'whsec_1', 'sk_live_1', 'abc"']) {
      expect(summary).not.toContain(secret);
    }
  });

  it('says nothing for a body that is not a JSON object', () => {
    for (const body of [undefined, null, 'text', 7, ['a'], Buffer.from('x')]) {
      expect(writeSummary(body)).toBe('');
    }
    expect(AUDIT_SUMMARY_MAX).toBe(500);
  });
});
