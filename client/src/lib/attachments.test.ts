import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './attachments';

describe('attachmentProblem', () => {
  it('allows the accepted types up to 10 MB', () => {
    expect(attachmentProblem({ name: 'a.pdf', type: 'application/pdf', size: 10_485_760 })).toBe(
      null,
    );
    expect(attachmentProblem({ name: 'a.doc', type: '', size: 10 })).toBe(null);
  });
  it('names what is wrong', () => {
    expect(attachmentProblem({ name: 'a.pdf', type: 'application/pdf', size: 10_485_761 })).toBe(
      'too-large',
    );
    expect(attachmentProblem({ name: 'a.exe', type: 'application/x-msdownload', size: 1 })).toBe(
      'invalid-type',
    );
    expect(attachmentProblem({ name: 'a.exe', type: '', size: 1 })).toBe('invalid-type');
  });
});
