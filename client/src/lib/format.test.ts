import { describe, expect, it } from 'vitest';
import { formatPrice, formatPublishedDate, formatsFor, starCount, truncate } from './format';

const { dateTime: formatDateTime, date: formatDate, shortDate: formatShortDate } = formatsFor('en');
const { clock: formatClockTime, money: formatMoney } = formatsFor('en');
const formatBytes = (bytes: number, lang: 'en' | 'es' | 'pt' = 'en') =>
  formatsFor(lang).bytes(bytes);

describe('truncate', () => {
  it('keeps text of 100 characters or fewer unchanged', () => {
    expect(truncate('short')).toBe('short');
    const exactly = 'a'.repeat(100);
    expect(truncate(exactly)).toBe(exactly);
  });

  it('cuts longer text to 100 characters plus an ellipsis', () => {
    const long = 'b'.repeat(150);
    const cut = truncate(long);
    expect(cut).toBe(`${'b'.repeat(100)}...`);
    expect(cut).toHaveLength(103);
  });

  it('accepts another limit', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
  });
});

describe('formatPrice', () => {
  it('adds a dollar sign to a bare number', () => {
    expect(formatPrice('9.99')).toBe('$9.99');
    expect(formatPrice('12')).toBe('$12');
  });

  it('leaves a formatted price alone', () => {
    expect(formatPrice('$4.99')).toBe('$4.99');
    expect(formatPrice('Free')).toBe('Free');
  });

  it("writes dollars the page's language's way, keeping the stored decimals", () => {
    expect(formatPrice('$9.99', 'es')).toBe('9,99\u00a0US$');
    expect(formatPrice('12', 'pt')).toBe('US$\u00a012');
    expect(formatPrice('Gratis', 'es')).toBe('Gratis');
    expect(formatPrice('$9.99', 'en')).toBe('$9.99');
  });
});

describe('starCount', () => {
  it('clamps to 0..5', () => {
    expect(starCount(-1)).toBe(0);
    expect(starCount(3)).toBe(3);
    expect(starCount(9)).toBe(5);
    expect(starCount(Number.NaN)).toBe(0);
  });
});

describe('formatPublishedDate', () => {
  it("writes the day in the article's language, the same day wherever it is rendered", () => {
    expect(formatPublishedDate('2026-03-05T23:30:00.000Z')).toBe('March 5, 2026');
    expect(formatPublishedDate('2026-03-05T23:30:00.000Z', 'es')).toBe('5 de marzo de 2026');
    expect(formatPublishedDate('2026-03-05T00:30:00.000Z', 'pt')).toBe('5 de março de 2026');
  });
});

describe('dates and amounts in the member area and the admin panel', () => {
  // Local noon, so the day is the same in every time zone the tests may run in.
  const noon = new Date(2026, 10, 24, 12, 5);
  const iso = noon.toISOString();

  it('writes each the way the screens always have', () => {
    expect(formatDateTime(iso)).toBe(
      noon.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatDateTime(iso)).toMatch(/^Nov 24, 2026, 12:05\sPM$/);
    expect(formatDate(iso)).toBe('November 24, 2026');
    expect(formatShortDate(iso)).toBe('Nov 24, 2026');
    expect(formatClockTime(noon)).toMatch(/^12:05\sPM$/);
  });

  it('writes an amount in cents in its currency', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(500, 'eur')).toBe('€5.00');
  });
});

describe('the same dates, counts and sizes on a Spanish or Portuguese page', () => {
  const noon = new Date(2026, 10, 24, 12, 5);
  const iso = noon.toISOString();

  it("writes a date the page's language's way, never in English", () => {
    expect(formatsFor('es').date(iso)).toBe('24 de noviembre de 2026');
    expect(formatsFor('pt').date(iso)).toBe('24 de novembro de 2026');
    expect(formatsFor('es').shortDate(iso)).toBe('24 nov 2026');
    expect(formatsFor('es').dateTime(iso)).toMatch(/^24 nov 2026, 12:05$/);
    expect(formatsFor('pt').clock(noon)).toBe('12:05');
    expect(formatsFor('es').month('2026-11')).toBe('nov 2026');
    expect(formatsFor('es').calendarDay('2026-11-24')).toBe('24 de noviembre de 2026');
  });

  it('writes counts and amounts with the separators of the language', () => {
    expect(formatsFor('en').count(1234)).toBe('1,234');
    expect(formatsFor('pt').count(1234)).toBe('1.234');
    expect(formatsFor('es').money(123450)).toBe('1234,50\u00a0US$');
    expect(formatsFor('es').price('$9.99')).toBe('9,99\u00a0US$');
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
