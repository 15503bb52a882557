import type { StudyGroup } from '@contract/study-groups';

export const membersLabel = (g: Pick<StudyGroup, 'currentMembers' | 'maxMembers'>) =>
  `${g.currentMembers} / ${g.maxMembers} members`;

export const textareaClass =
  'w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 aria-invalid:border-red-700 sm:text-sm';
