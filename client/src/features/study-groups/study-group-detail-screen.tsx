import { PageIntro } from '@client/components/page-intro';
import { TextLink } from '@client/components/text-link';

export function StudyGroupDetailScreen() {
  return (
    <PageIntro title="Study Group" lead="The details of this study group will be shown here.">
      <TextLink href="/study-groups">Back to all study groups</TextLink>
    </PageIntro>
  );
}
