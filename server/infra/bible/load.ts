import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BibleVersionId, DEFAULT_BIBLE_VERSION } from '../../../contract/bible';
import { projectRoot } from '../../project-root';
import { BibleFileError, decodeBibleFile, encodeBibleFile } from './bible-file';
import { BibleIndex, tokenize, tokensMatch, type Tokens } from './bible-index';
import { checkRv1909, importReinaValera, rv1909Origin } from './import-rv1909';
import { checkBibleText, importWorldEnglishBible, packageDir, type BibleText } from './import-web';

/** Where each version's text comes from and how it is checked. */
interface VersionSource {
  /** How a load from the source itself is reported. */
  kind: 'package' | 'data file';
  /** What the text is made from now; a compact file made from anything else is not used. */
  origin(): string;
  /** Reads, checks and answers the text from its source (the package, the committed file). */
  importText(): BibleText;
  /** Throws unless the text has the books, chapters and verses it should. */
  check(text: BibleText): void;
}

const SOURCES: Record<BibleVersionId, VersionSource> = {
  web: {
    kind: 'package',
    origin() {
      const pkg = JSON.parse(readFileSync(path.join(packageDir(), 'package.json'), 'utf8')) as {
        name: string;
        version: string;
      };
      return `${pkg.name}@${pkg.version}`;
    },
    importText: () => importWorldEnglishBible(),
    check: (text) => checkBibleText(text),
  },
  rv1909: {
    kind: 'data file',
    origin: () => rv1909Origin(),
    importText: () => importReinaValera(),
    check: (text) => checkRv1909(text),
  },
};

/** The text and its words as `npm run build` writes them, read at start (bible-file.ts). */
export const compactFile = (
  root = projectRoot(),
  version: BibleVersionId = DEFAULT_BIBLE_VERSION,
) => path.join(root, 'dist', 'bible', `${version}.bin`);

/** Imports, checks and tokenises a version's text and writes it as one file (the build step). */
export function writeCompactText(
  version: BibleVersionId = DEFAULT_BIBLE_VERSION,
  file = compactFile(undefined, version),
): { file: string; bytes: number } {
  const source = SOURCES[version];
  const text = source.importText();
  const body = encodeBibleFile(text, tokenize(text), source.origin());
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, body);
  renameSync(temp, file);
  return { file, bytes: body.length };
}

export interface LoadedBible {
  index: BibleIndex;
  /**
   * 'compact file' when read from the build's file; else where the text was imported from: the
   * WEB's npm package, the RV1909's committed data file.
   */
  from: 'compact file' | VersionSource['kind'];
  /** Why the build's file was not used, when it was there. */
  skipped?: string;
  ms: number;
}

function readCompactFile(
  file: string,
  source: VersionSource,
): { text: BibleText; tokens: Tokens } | string {
  try {
    const saved = decodeBibleFile(readFileSync(file));
    if (saved.origin !== source.origin()) return `made from ${saved.origin}`;
    source.check(saved.text);
    if (!tokensMatch(saved.text, saved.tokens)) return 'made by an older tokenizer';
    return saved;
  } catch (error) {
    if (error instanceof BibleFileError || error instanceof SyntaxError) return error.message;
    throw error;
  }
}

/**
 * A version of the Bible for the server: from the build's file when it is there, made from the
 * source the code has now and read the way the code reads words now; otherwise straight from the
 * source (tests, a fresh clone). Either way the text passes the same checks before it is indexed.
 */
export function loadBible(
  version: BibleVersionId = DEFAULT_BIBLE_VERSION,
  file = compactFile(undefined, version),
): LoadedBible {
  const source = SOURCES[version];
  const started = performance.now();
  const saved = existsSync(file) ? readCompactFile(file, source) : undefined;
  const finish = (index: BibleIndex, from: LoadedBible['from']): LoadedBible => ({
    index,
    from,
    ...(typeof saved === 'string' ? { skipped: saved } : {}),
    ms: Math.round(performance.now() - started),
  });
  if (saved && typeof saved !== 'string') {
    return finish(new BibleIndex(saved.text, saved.tokens), 'compact file');
  }
  return finish(new BibleIndex(source.importText()), source.kind);
}

const shared = new Map<BibleVersionId, LoadedBible>();

/** One index per version and process, loaded on first use (test apps in a worker share it). */
export function sharedBible(version: BibleVersionId = DEFAULT_BIBLE_VERSION): LoadedBible {
  let loaded = shared.get(version);
  if (!loaded) {
    loaded = loadBible(version);
    shared.set(version, loaded);
  }
  return loaded;
}
