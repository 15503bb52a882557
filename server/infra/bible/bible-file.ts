import { endianness } from 'node:os';
import type { Tokens } from './bible-index';
import type { BibleText } from './import-web';

/**
 * The file the build writes for the server (dist/bible/web.bin, rv1909.bin): the checked text and its words
 * as saved by `tokenize`, so a start reads them instead of tokenising 750,000 words.
 *
 *   'WEB-BIBLE 1\n'  u32 header bytes  header (JSON: text, words, terms, sizes)  padding to 4
 *   word ids (u32 × header.ids)  verse starts (u32 × header.verseStarts)  word terms (u32 × words)
 *
 * Numbers are in this machine's byte order, recorded in the header: a file from a machine of the
 * other order is refused (and the text tokenised afresh) rather than misread.
 */
const MAGIC = Buffer.from('WEB-BIBLE 1\n');
const ORDER = endianness();

interface Header {
  order: 'LE' | 'BE';
  /** What the text was made from (the package's name@version, the data file's hash). */
  origin?: string;
  text: BibleText;
  words: string[];
  terms: string[];
  ids: number;
  verseStarts: number;
}

export function encodeBibleFile(text: BibleText, tokens: Tokens, origin = text.source): Buffer {
  const header: Header = {
    order: ORDER,
    origin,
    text,
    words: tokens.words,
    terms: tokens.terms,
    ids: tokens.ids.length,
    verseStarts: tokens.verseStart.length,
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const before = MAGIC.length + 4 + json.length;
  const padding = Buffer.alloc((4 - (before % 4)) % 4, 0x20);
  const bytes = (a: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  return Buffer.concat([
    MAGIC,
    length,
    json,
    padding,
    bytes(tokens.ids),
    bytes(tokens.verseStart),
    bytes(tokens.wordTerm),
  ]);
}

export class BibleFileError extends Error {}

/** Reads a file `encodeBibleFile` wrote; throws BibleFileError when it is not one or is cut. */
export function decodeBibleFile(file: Buffer): { text: BibleText; tokens: Tokens; origin: string } {
  if (file.length < MAGIC.length + 4 || !file.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new BibleFileError('not a Bible file of this version');
  }
  const headerLength = file.readUInt32LE(MAGIC.length);
  const headerEnd = MAGIC.length + 4 + headerLength;
  if (headerEnd > file.length) throw new BibleFileError('the file is cut short');
  const header = JSON.parse(file.toString('utf8', MAGIC.length + 4, headerEnd)) as Header;
  if (header.order !== ORDER) throw new BibleFileError(`written on a ${header.order} machine`);
  const idsAt = headerEnd + ((4 - (headerEnd % 4)) % 4);
  const startsAt = idsAt + header.ids * 4;
  const termsAt = startsAt + header.verseStarts * 4;
  if (termsAt + header.words.length * 4 !== file.length) {
    throw new BibleFileError('the file is cut short or too long');
  }
  // Copied out of the file's buffer (a view would need 4-byte alignment and keep it all alive).
  const u32 = (from: number, count: number) =>
    new Uint32Array(file.buffer.slice(file.byteOffset + from, file.byteOffset + from + count * 4));
  return {
    text: header.text,
    origin: header.origin ?? header.text.source,
    tokens: {
      words: header.words,
      ids: u32(idsAt, header.ids),
      verseStart: u32(startsAt, header.verseStarts),
      terms: header.terms,
      wordTerm: u32(termsAt, header.words.length),
    },
  };
}
