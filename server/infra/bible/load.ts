import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../project-root';
import { BibleIndex } from './bible-index';
import { checkBibleText, importWorldEnglishBible, packageDir, type BibleText } from './import-web';

/** The compact text `npm run build` writes, read at start instead of the package's 66 files. */
export const compactFile = (root = projectRoot()) => path.join(root, 'dist', 'bible', 'web.json');

function installedSource(): string {
  const pkg = JSON.parse(readFileSync(path.join(packageDir(), 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return `${pkg.name}@${pkg.version}`;
}

/** Imports and checks the package's text and writes it as one compact file (the build step). */
export function writeCompactText(file = compactFile()): { file: string; bytes: number } {
  const text = importWorldEnglishBible();
  const body = JSON.stringify(text);
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, body);
  renameSync(temp, file);
  return { file, bytes: Buffer.byteLength(body) };
}

export interface LoadedBible {
  index: BibleIndex;
  /** 'compact file' when read from the build's file, 'package' when imported from the source. */
  from: 'compact file' | 'package';
  ms: number;
}

/**
 * The Bible for the server: from the build's compact file when it is there and made from the
 * installed package version, otherwise straight from the package (tests, a fresh clone). Either
 * way the text passes the same checks before it is indexed.
 */
export function loadBible(file = compactFile()): LoadedBible {
  const started = performance.now();
  let text: BibleText | undefined;
  let from: LoadedBible['from'] = 'package';
  if (existsSync(file)) {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as BibleText;
    if (cached.source === installedSource()) {
      checkBibleText(cached);
      text = cached;
      from = 'compact file';
    }
  }
  text ??= importWorldEnglishBible();
  const index = new BibleIndex(text);
  return { index, from, ms: Math.round(performance.now() - started) };
}

let shared: LoadedBible | undefined;

/** One Bible per process, loaded on first use (several test apps in a worker share it). */
export function sharedBible(): LoadedBible {
  shared ??= loadBible();
  return shared;
}
