import type { StudyCategoryFilter, StudyLanguage, StudySummary } from '@content/studies';

/**
 * Study search: a study is shown when the search text is a case-insensitive substring
 * of its title or description in the current language AND its category equals the chosen one
 * ('All' matches every category).
 */
export function filterStudies<T extends StudySummary>(
  studies: readonly T[],
  {
    search,
    category,
    language,
  }: { search: string; category: StudyCategoryFilter; language: StudyLanguage },
): T[] {
  const needle = search.toLocaleLowerCase();
  return studies.filter(
    (study) =>
      (category === 'All' || study.category === category) &&
      (study.title[language].toLocaleLowerCase().includes(needle) ||
        study.description[language].toLocaleLowerCase().includes(needle)),
  );
}
