import { PageIntro } from '@client/components/page-intro';

export function StudyGroupsScreen() {
  return (
    <PageIntro
      title="Study Groups"
      lead="Active Bible study groups that members can join will be listed and searchable here."
    />
  );
}
