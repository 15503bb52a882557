import { describe, expect, it } from 'vitest';
import { attachmentProblem, formatBytes } from './attachments';

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
  it('formats sizes', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(1.5 * 1024 * 1024, 'es')).toBe('1,5 MB');
    expect(formatBytes(1.25 * 1024 * 1024, 'pt')).toBe('1,3 MB');
    expect(formatBytes(340 * 1024, 'pt')).toBe('340 KB');
  });
});
