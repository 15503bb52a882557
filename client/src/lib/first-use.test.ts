import { describe, expect, it } from 'vitest';
import {
  holdsAction,
  isStale,
  matchesFilters,
  opensOnPress,
  startsAtOnce,
  startsOnHover,
  type ListFilter,
  type PageFacts,
} from './first-use';

const visitor: PageFacts = {
  onUse: true,
  rendered: true,
  cookies: '',
  pathname: '/bible',
  search: '',
  languages: ['en-US', 'en'],
  toastWaiting: false,
};

describe('startsAtOnce', () => {
  it('waits for first use on a rendered public page seen by a visitor', () => {
    expect(startsAtOnce(visitor)).toBe(false);
    expect(startsAtOnce({ ...visitor, pathname: '/es/store', cookies: 'lang=es' })).toBe(false);
  });

  it('starts at once on pages not rendered for first use and on empty shells', () => {
    expect(startsAtOnce({ ...visitor, onUse: false })).toBe(true);
    expect(startsAtOnce({ ...visitor, rendered: false })).toBe(true);
  });

  it('starts at once to show the toast the last page left (signed out)', () => {
    expect(startsAtOnce({ ...visitor, toastWaiting: true })).toBe(true);
  });

  it("starts at once on a payment's return, which the page reads on load", () => {
    for (const search of [
      '?success=true',
      '?payment_intent=pi_1&redirect_status=succeeded',
      '?subscription=sub_1',
    ]) {
      expect(startsAtOnce({ ...visitor, pathname: '/donate', search }), search).toBe(true);
    }
    expect(startsAtOnce({ ...visitor, pathname: '/donate', search: '?amount=25' })).toBe(false);
    expect(startsAtOnce({ ...visitor, pathname: '/bible-study', search: '?study=1' })).toBe(false);
  });

  it('starts at once for a browser that may hold a session', () => {
    expect(startsAtOnce({ ...visitor, cookies: 'lang=en; has_session=1' })).toBe(true);
  });

  it('starts at once on the English home page when the browser prefers another language', () => {
    const home = { ...visitor, pathname: '/', languages: ['es-MX', 'en'] };
    expect(startsAtOnce(home)).toBe(true);
    // A language chosen once ends the suggestion; another page never shows it.
    expect(startsAtOnce({ ...home, cookies: 'lang=en' })).toBe(false);
    expect(startsAtOnce({ ...home, pathname: '/store' })).toBe(false);
    expect(startsAtOnce({ ...home, pathname: '/es/', languages: ['es'] })).toBe(false);
    expect(startsAtOnce({ ...home, languages: ['fr', 'en'] })).toBe(false);
    // Only the English home page suggests: /es is where Spanish links lead.
    expect(startsAtOnce({ ...home, pathname: '/es/', languages: ['en-US', 'en'] })).toBe(false);
    expect(startsAtOnce({ ...home, pathname: '/pt', languages: ['es'] })).toBe(false);
  });
});

describe('holdsAction', () => {
  it('holds clicks and acting keys on buttons', () => {
    expect(holdsAction('click', 'button')).toBe(true);
    expect(holdsAction('keydown', 'button', 'Enter')).toBe(true);
    expect(holdsAction('keydown', 'button', ' ')).toBe(true);
    expect(holdsAction('keydown', 'button', 'ArrowDown')).toBe(true);
  });

  it('lets links, fields and moving keys act natively', () => {
    expect(holdsAction('click', 'link')).toBe(false);
    expect(holdsAction('click', 'field')).toBe(false);
    expect(holdsAction('click', 'other')).toBe(false);
    expect(holdsAction('keydown', 'button', 'Tab')).toBe(false);
    expect(holdsAction('keydown', 'field', 'Enter')).toBe(false);
  });

  it('holds Enter and a tap on a popover link, which open its popover; a mouse click follows it', () => {
    expect(holdsAction('keydown', 'popover-link', 'Enter')).toBe(true);
    expect(holdsAction('click', 'popover-link', '', 'touch')).toBe(true);
    expect(holdsAction('click', 'popover-link', '', 'pen')).toBe(true);
    expect(holdsAction('click', 'popover-link', '', 'mouse')).toBe(false);
    expect(holdsAction('click', 'popover-link')).toBe(false);
    // Space scrolls the page and Tab moves on, as on any link.
    expect(holdsAction('keydown', 'popover-link', ' ')).toBe(false);
    expect(holdsAction('keydown', 'popover-link', 'Tab')).toBe(false);
    // A tap on a plain link or a button is as before.
    expect(holdsAction('click', 'link', '', 'touch')).toBe(false);
    expect(holdsAction('click', 'button', '', 'touch')).toBe(true);
  });
});

describe('startsOnHover', () => {
  it('starts the app when the mouse comes onto a popover link, not a finger or a pen', () => {
    expect(startsOnHover('mouse')).toBe(true);
    expect(startsOnHover('touch')).toBe(false);
    expect(startsOnHover('pen')).toBe(false);
  });
});

describe('isStale', () => {
  it('keeps a part current through its own UTC day', () => {
    expect(isStale('2026-11-25', new Date('2026-11-25T23:59:00Z'))).toBe(false);
    expect(isStale('2026-11-25', new Date('2026-11-26T00:00:00Z'))).toBe(true);
    expect(isStale('2026-11-26', new Date('2026-11-25T12:00:00Z'))).toBe(false);
  });
});

describe('opensOnPress', () => {
  it('presses menu and list buttons, and clicks the others', () => {
    expect(opensOnPress('menu')).toBe(true);
    expect(opensOnPress('listbox')).toBe(true);
    expect(opensOnPress('dialog')).toBe(false);
    expect(opensOnPress(null)).toBe(false);
  });
});

describe('matchesFilters', () => {
  const item: Record<string, string> = { text: 'Daniel\nProphet in Babylon', era: 'exile' };
  const valueOf = (key: string) => item[key] ?? null;
  const text = (value: string): ListFilter => ({ key: 'text', value, contains: true });
  const era = (value: string): ListFilter => ({ key: 'era', value, contains: false, any: 'all' });

  it('finds the text anywhere in the item, whatever its case', () => {
    expect(matchesFilters(valueOf, [text('BABYLON')])).toBe(true);
    expect(matchesFilters(valueOf, [text('daniel')])).toBe(true);
    expect(matchesFilters(valueOf, [text('moses')])).toBe(false);
  });

  it('takes a choice as it is, and its "any" value as every item', () => {
    expect(matchesFilters(valueOf, [era('exile')])).toBe(true);
    expect(matchesFilters(valueOf, [era('exil')])).toBe(false);
    expect(matchesFilters(valueOf, [era('all')])).toBe(true);
  });

  it('needs every filter to pass; empty text passes every item', () => {
    expect(matchesFilters(valueOf, [text('babylon'), era('exile')])).toBe(true);
    expect(matchesFilters(valueOf, [text('babylon'), era('judges')])).toBe(false);
    expect(matchesFilters(valueOf, [text(''), era('all')])).toBe(true);
    expect(matchesFilters(valueOf, [])).toBe(true);
  });

  it('never passes an item without the value a filter compares', () => {
    expect(matchesFilters(valueOf, [{ key: 'place', value: 'Ur', contains: true }])).toBe(false);
    expect(matchesFilters(() => null, [text('')])).toBe(true);
  });
});
