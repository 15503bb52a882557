import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { siteLanguages } from '../i18n';
import { notFoundPage, pages } from '../pages';
import { catalogues, ENGLISH_TEXT_PREFIXES, pageText } from './catalogues';
import { en } from './en';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ids = Object.keys(en).sort();

/** The names of a message's arguments ({siteName}, {count, plural, …}), nested ones included. */
function placeholders(elements: readonly MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.tag) placeholders(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
  }
  return into;
}

/** Source files that may use a message id: the code, not its tests nor the catalogues. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the message catalogues', () => {
  it('have the same ids in English, Spanish and Portuguese', () => {
    for (const lang of siteLanguages) {
      expect(Object.keys(catalogues[lang]).sort(), lang).toEqual(ids);
    }
  });

  it('hold messages that parse as ICU, with the same arguments in every language', () => {
    for (const id of ids) {
      const names = siteLanguages.map((lang) => {
        const message = catalogues[lang][id as keyof typeof en];
        expect(message.trim(), `${lang} ${id}`).not.toBe('');
        const format = new IntlMessageFormat(message, lang);
        return [...placeholders(format.getAst())].sort();
      });
      expect(names[1], `es ${id}`).toEqual(names[0]);
      expect(names[2], `pt ${id}`).toEqual(names[0]);
    }
  });

  it('keep English exactly as the route table and the shell wrote it', () => {
    for (const page of pages) {
      expect(pageText(page.key, 'en')).toEqual({
        title: page.title,
        description: page.description,
      });
    }
    expect(pageText(undefined, 'en')).toEqual(notFoundPage);
    expect(pageText('store', 'es').title).toBe('Tienda de libros electrónicos');
  });

  it('have no id that nothing uses', () => {
    const code = ['client/src', 'contract', 'server', 'scripts']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => !/[/\\]messages[/\\](en|es|pt)\.ts$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A page's title and description are named from its key (pageMessageId), one pair per route.
    // English the contract, the server or the password estimator writes is shown by looking its
    // text up (ENGLISH_TEXT_PREFIXES), not by its id.
    const writtenInEnglish = (id: string) =>
      ENGLISH_TEXT_PREFIXES.some((prefix) => id.startsWith(prefix));
    // An id is used where it stands as a string literal: in code ('…') or as a JSX attribute
    // ("…", a component that takes a message id, as HeadedSection's title does).
    const written = (id: string) => code.includes(`'${id}'`) || code.includes(`="${id}"`);
    const unused = ids.filter(
      (id) => !id.startsWith('page.') && !written(id) && !writtenInEnglish(id),
    );
    expect(unused).toEqual([]);
  });
});
