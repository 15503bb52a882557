import { charactersApi, publicCharactersSchema } from '@contract/characters';
import type { SiteLanguage } from '@contract/i18n';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';
import { usePageLanguage } from '@client/lib/i18n';

/**
 * The characters in a language, as the ministry keeps them. The key is the API path the contract
 * names: the server fills the same one when it renders the page.
 */
export const charactersQuery = (lang: SiteLanguage) => {
  const path = charactersApi.characters({ search: { lang } });
  return apiQuery([path], path, publicCharactersSchema);
};

export const useCharacterList = () => useQuery(charactersQuery(usePageLanguage()));
