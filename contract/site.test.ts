import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  accentIsReadable,
  contrastRatio,
  DEFAULT_ACCENT,
  siteSettingsSchema,
  TEXT_ON_ACCENT,
  ACCENT_UNREADABLE,
  connectLinkSchema,
  CONNECT_LINKS_MAX,
  DEFAULT_CHANNEL_LABEL,
  DEFAULT_SITE_IDENTITY,
  isSafeLinkUrl,
  LINK_URL_INVALID,
  LINKS_TOO_MANY,
} from './site';
import { en } from './messages/en';
import { es } from './messages/es';
import { pt } from './messages/pt';

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

describe('the Alternative Ways to Connect links', () => {
  const link = {
    url: 'https://podcast.example.org',
    icon: 'podcast',
    label: { en: 'Podcast', es: 'Pódcast', pt: 'Podcast' },
  };

  it('lead to https pages, mail addresses and phone numbers only', () => {
    for (const url of [
      'https://www.youtube.com/@KingdomTruthMinistry',
      'mailto:contact@kingdomtruthministry.org',
      'mailto:contact@kingdomtruthministry.org?subject=Hello',
      'tel:+1 (555) 010-2030',
      'tel:5550102030',
    ]) {
      expect(isSafeLinkUrl(url), url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      'http://example.org',
      'ftp://example.org',
      '//example.org',
      '/contact',
      'https://localhost',
      'mailto:',
      'mailto:javascript:alert(1)',
      'tel:',
      'tel:javascript:alert(1)',
      '',
    ]) {
      expect(isSafeLinkUrl(url), url).toBe(false);
    }
  });

  it('trim the address and refuse an unsafe one with the field’s message', () => {
    expect(connectLinkSchema.parse({ ...link, url: '  https://podcast.example.org  ' }).url).toBe(
      'https://podcast.example.org',
    );
    const refused = connectLinkSchema.safeParse({ ...link, url: 'javascript:alert(1)' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['url', LINK_URL_INVALID],
    ]);
  });

  it('need a label in each of the three languages', () => {
    const refused = connectLinkSchema.safeParse({ ...link, label: { en: 'Podcast' } });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'label.es',
      'label.pt',
    ]);
  });

  it('are at most eight', () => {
    const body = {
      ...DEFAULT_SITE_IDENTITY,
      mailSenderName: 'Ministry',
      links: Array.from({ length: CONNECT_LINKS_MAX + 1 }, () => link),
    };
    expect(siteSettingsSchema.safeParse(body).error?.issues[0]?.message).toBe(LINKS_TOO_MANY);
    expect(siteSettingsSchema.safeParse({ ...body, links: body.links.slice(1) }).success).toBe(
      true,
    );
  });

  it('are the channel and the address by default, with the contact card’s words', () => {
    expect(DEFAULT_SITE_IDENTITY.links.map((l) => [l.icon, l.url])).toEqual([
      ['video', DEFAULT_SITE_IDENTITY.channelUrl],
      ['mail', `mailto:${DEFAULT_SITE_IDENTITY.contactEmail}`],
    ]);
    expect(DEFAULT_CHANNEL_LABEL).toEqual({
      en: 'Our video channel',
      es: 'Nuestro canal de videos',
      pt: 'Nosso canal de vídeos',
    });
    // Each icon has its name in each language for the Site tab's picker.
    for (const catalogue of [en, es, pt]) {
      expect(Object.keys(catalogue).filter((id) => id.startsWith('admin.site.icon.'))).toHaveLength(
        7,
      );
    }
  });
});
