import { pageText } from '../../../contract/messages/catalogues';
import { documentTitle, pathTo } from '../../../contract/pages';
import { languageAlternates } from '../../../contract/seo';
import { groupKey, studyGroupDetailSchema, studyGroupsApi } from '../../../contract/study-groups';
import { descriptionOf, oneThingPage, type PageLoader } from '../loader';

/**
 * A study group (/study-groups/3): as the API shows it to a visitor, so a hidden group is not
 * found and its discussions, which only members see, are not in the page
 * (client/src/features/study-groups/api/study-groups.ts).
 */
export const studyGroupDetail: PageLoader = {
  address(pathname) {
    return pathname.replace(/\/+$/, '');
  },
  personal: true,
  live: true,
  load(address, { fetchApi, lang }) {
    const id = address.slice(address.lastIndexOf('/') + 1);
    return oneThingPage(
      { fetchApi, lang },
      {
        path: studyGroupsApi.group({ id }),
        schema: studyGroupDetailSchema,
        key: [...groupKey(id)],
      },
      (group) => {
        const canonical = pathTo('studyGroupDetail', { id: group.id });
        const about = [group.topic, group.description].filter(Boolean).join(': ');
        return {
          title: documentTitle(group.name),
          description: about
            ? descriptionOf(about)
            : pageText('studyGroupDetail', lang).description,
          type: 'website',
          canonical,
          alternates: languageAlternates(canonical),
        };
      },
    );
  },
};
