/**
 * One-time conversion of the Reina-Valera 1909 into server/infra/bible/data/rv1909.json.gz, the
 * committed file the build and the server read (nothing here runs at build or test time).
 *
 * Source: the SWORD module spaRV1909eb ("Reina Valera 1909", module version 2.60, made by Haiola
 * from eBible.org's files), packaged by Debian as sword-text-sparv. Licence: public domain (the
 * module's Copyright=PUBLIC DOMAIN, DistributionLicense=Public Domain).
 *
 *   apt-get install -y sword-text-sparv diatheke
 *   npx tsx scripts/import-rv1909.ts
 *
 * The text is kept as the module has it (1909 orthography: 'á su Hijo', 'fué'); only the OSIS
 * markup goes (server/infra/bible/import-rv1909.ts, stripMarkup).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  booksFromDiatheke,
  checkRv1909,
  rv1909DataFile,
} from '../server/infra/bible/import-rv1909';
import type { BibleText } from '../server/infra/bible/import-web';

const MODULE = 'spaRV1909eb';
const CONF = `/usr/share/sword/mods.d/${MODULE}.conf`;

const conf = readFileSync(CONF, 'utf8');
const version = /^Version=(.+)$/m.exec(conf)?.[1]?.trim();
if (!/^DistributionLicense=Public Domain$/m.test(conf)) {
  throw new Error(`${CONF} does not say the module is in the public domain`);
}
const output = execFileSync('diatheke', ['-b', MODULE, '-f', 'OSIS', '-k', 'Gen 1:1-Rev 22:21'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const text: BibleText = {
  source: `SWORD ${MODULE} ${version ?? '?'}`,
  books: booksFromDiatheke(output),
};
const { chapters, verses } = checkRv1909(text);
const file = rv1909DataFile();
// Level 9 and no timestamp in the gzip header: the same module always gives the same bytes.
const body = gzipSync(JSON.stringify(text), { level: 9 });
writeFileSync(file, body);
console.log(
  `RV1909: ${chapters} chapters, ${verses.toLocaleString('en')} verses, ` +
    `${(body.length / 1e6).toFixed(2)} MB -> ${file}`,
);
