import { catalogues } from '@contract/messages/catalogues';
import { eraOptions } from '@content/characters';
import { timelineCategories } from '@content/timeline';
import { describe, expect, it } from 'vitest';
import { eraIds, timelineCategoryIds } from './fixed-labels';

/** The timeline's categories and the characters' eras, named in the catalogues as before. */
describe('the fixed lists’ names', () => {
  const names = (ids: Record<string, string>, lang: 'en' | 'es' | 'pt') =>
    Object.values(ids).map((id) => catalogues[lang][id as keyof (typeof catalogues)['en']]);

  it('name every category and era, in their order', () => {
    expect(Object.keys(timelineCategoryIds)).toEqual(Object.keys(timelineCategories));
    expect(Object.keys(eraIds)).toEqual([...eraOptions]);
  });

  it('are the words the pages have always shown, in each language', () => {
    expect(names(timelineCategoryIds, 'en')).toEqual([
      'Creation',
      'Patriarchs',
      'Exodus',
      'Kingdom',
      'Exile',
      'Messiah',
      'Church',
      'Prophecy',
    ]);
    expect(names(timelineCategoryIds, 'es')).toEqual([
      'Creación',
      'Patriarcas',
      'Éxodo',
      'Reino',
      'Exilio',
      'Mesías',
      'Iglesia',
      'Profecía',
    ]);
    expect(names(timelineCategoryIds, 'pt')).toEqual([
      'Criação',
      'Patriarcas',
      'Êxodo',
      'Reino',
      'Exílio',
      'Messias',
      'Igreja',
      'Profecia',
    ]);
    expect(names(eraIds, 'en')).toEqual([
      'All Eras',
      'Patriarchs',
      'Exodus',
      'Judges',
      'Kingdom',
      'Exile',
      'Return',
      'Messiah',
      'Apostolic',
    ]);
    expect(names(eraIds, 'es')).toEqual([
      'Todas las Épocas',
      'Patriarcas',
      'Éxodo',
      'Jueces',
      'Reino',
      'Exilio',
      'Regreso',
      'Mesías',
      'Apóstoles',
    ]);
    expect(names(eraIds, 'pt')).toEqual([
      'Todas as Épocas',
      'Patriarcas',
      'Êxodo',
      'Juízes',
      'Reino',
      'Exílio',
      'Retorno',
      'Messias',
      'Apóstolos',
    ]);
  });
});
