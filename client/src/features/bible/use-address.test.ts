import { describe, expect, it } from 'vitest';
import { readerAddress, versionOf } from './use-address';

describe('versionOf', () => {
  it('reads an offered version from the query string, the WEB otherwise', () => {
    expect(versionOf('?version=rv1909')).toBe('rv1909');
    expect(versionOf('?q=amor&version=rv1909')).toBe('rv1909');
    expect(versionOf('?version=web')).toBe('web');
    expect(versionOf('')).toBe('web');
    expect(versionOf('?version=kjv')).toBe('web');
  });
});

describe('readerAddress', () => {
  it('keeps the version (and a search) in the address, before the verse mark', () => {
    expect(readerAddress('/bible/John/3#v16', 'rv1909')).toBe('/bible/John/3?version=rv1909#v16');
    expect(readerAddress('/bible/John/4', 'rv1909')).toBe('/bible/John/4?version=rv1909');
    expect(readerAddress('/bible', 'rv1909', 'amor de Dios')).toBe(
      '/bible?q=amor+de+Dios&version=rv1909',
    );
  });

  it('leaves the WEB’s addresses as they always were', () => {
    expect(readerAddress('/bible/John/3#v16', 'web')).toBe('/bible/John/3#v16');
    expect(readerAddress('/bible/John/3', 'web', 'love')).toBe('/bible/John/3?q=love');
  });
});

describe("the page's own version", () => {
  it('is what an address without `version` opens, and what addresses leave out', () => {
    expect(versionOf('', 'rv1909')).toBe('rv1909');
    expect(versionOf('?version=web', 'rv1909')).toBe('web');
    expect(readerAddress('/bible/John/3', 'rv1909', '', 'rv1909')).toBe('/bible/John/3');
    expect(readerAddress('/bible/John/3', 'web', '', 'rv1909')).toBe('/bible/John/3?version=web');
  });
});
