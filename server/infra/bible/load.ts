import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../project-root';
import { BibleFileError, decodeBibleFile, encodeBibleFile } from './bible-file';
import { BibleIndex, tokenize, tokensMatch, type Tokens } from './bible-index';
import { checkBibleText, importWorldEnglishBible, packageDir, type BibleText } from './import-web';

/** The text and its words as `npm run build` writes them, read at start (bible-file.ts). */
export const compactFile = (root = projectRoot()) => path.join(root, 'dist', 'bible', 'web.bin');

function installedSource(): string {
  const pkg = JSON.parse(readFileSync(path.join(packageDir(), 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return `${pkg.name}@${pkg.version}`;
}

/** Imports, checks and tokenises the package's text and writes it as one file (the build step). */
export function writeCompactText(file = compactFile()): { file: string; bytes: number } {
  const text = importWorldEnglishBible();
  const body = encodeBibleFile(text, tokenize(text));
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, body);
  renameSync(temp, file);
  return { file, bytes: body.length };
}

export interface LoadedBible {
  index: BibleIndex;
  /** 'compact file' when read from the build's file, 'package' when imported from the source. */
  from: 'compact file' | 'package';
  /** Why the build's file was not used, when it was there. */
  skipped?: string;
  ms: number;
}

function readCompactFile(file: string): { text: BibleText; tokens: Tokens } | string {
  try {
    const saved = decodeBibleFile(readFileSync(file));
    if (saved.text.source !== installedSource()) return `made from ${saved.text.source}`;
    checkBibleText(saved.text);
    if (!tokensMatch(saved.text, saved.tokens)) return 'made by an older tokenizer';
    return saved;
  } catch (error) {
    if (error instanceof BibleFileError || error instanceof SyntaxError) return error.message;
    throw error;
  }
}

/**
 * The Bible for the server: from the build's file when it is there, made from the installed
 * package version and read the way the code reads words now; otherwise straight from the package
 * (tests, a fresh clone). Either way the text passes the same checks before it is indexed.
 */
export function loadBible(file = compactFile()): LoadedBible {
  const started = performance.now();
  const saved = existsSync(file) ? readCompactFile(file) : undefined;
  const finish = (index: BibleIndex, from: LoadedBible['from']): LoadedBible => ({
    index,
    from,
    ...(typeof saved === 'string' ? { skipped: saved } : {}),
    ms: Math.round(performance.now() - started),
  });
  if (saved && typeof saved !== 'string') {
    return finish(new BibleIndex(saved.text, saved.tokens), 'compact file');
  }
  return finish(new BibleIndex(importWorldEnglishBible()), 'package');
}

let shared: LoadedBible | undefined;

/** One Bible per process, loaded on first use (several test apps in a worker share it). */
export function sharedBible(): LoadedBible {
  shared ??= loadBible();
  return shared;
}
