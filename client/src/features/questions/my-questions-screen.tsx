import { PageIntro } from '@client/components/page-intro';
import { TextLink } from '@client/components/text-link';

export function MyQuestionsScreen() {
  return (
    <PageIntro title="My Questions" lead="The questions you have asked will be listed here.">
      <TextLink href="/member-portal">Ask New Question</TextLink>
    </PageIntro>
  );
}
