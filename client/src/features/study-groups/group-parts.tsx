import type { StudyGroup } from '@contract/study-groups';
import type { IntlShape } from 'react-intl';

/** "3 / 12 members", with the numbers written in the page's language. */
export const membersLabel = (
  intl: IntlShape,
  g: Pick<StudyGroup, 'currentMembers' | 'maxMembers'>,
) => intl.formatMessage({ id: 'groups.members' }, { current: g.currentMembers, max: g.maxMembers });

export const textareaClass =
  'w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 aria-invalid:border-red-700 sm:text-sm';
