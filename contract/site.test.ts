import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  accentIsReadable,
  contrastRatio,
  DEFAULT_ACCENT,
  siteSettingsSchema,
  TEXT_ON_ACCENT,
  ACCENT_UNREADABLE,
} from './site';

describe('the accent colour’s contrast rule (WCAG 2)', () => {
  it('measures the extremes and known pairs', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // WCAG's own example: #767676 on white is just above 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('takes the brand’s gold and refuses colours too dark for the site’s text on them', () => {
    expect(accentIsReadable(DEFAULT_ACCENT)).toBe(true);
    expect(contrastRatio(DEFAULT_ACCENT, TEXT_ON_ACCENT)).toBeGreaterThan(AA_CONTRAST);
    expect(accentIsReadable('#ffffff')).toBe(true);
    expect(accentIsReadable('#1e2a4a')).toBe(false);
    expect(accentIsReadable('#c0392b')).toBe(false);
  });

  it('holds at the edge of 4.5:1', () => {
    // Greys around the threshold against the navy text: the first readable one passes.
    const greys = Array.from(
      { length: 256 },
      (_, v) => `#${v.toString(16).padStart(2, '0').repeat(3)}`,
    );
    const first = greys.find(accentIsReadable) ?? '';
    const index = greys.indexOf(first);
    expect(contrastRatio(first, TEXT_ON_ACCENT)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(greys[index - 1] ?? '', TEXT_ON_ACCENT)).toBeLessThan(AA_CONTRAST);
  });

  it('is the schema’s rule, with its message', () => {
    const result = siteSettingsSchema.shape.accentColor.safeParse('#1E2A4A');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ACCENT_UNREADABLE]);
    expect(siteSettingsSchema.shape.accentColor.parse(' #E0B443 ')).toBe('#e0b443');
  });
});
