import { PageIntro } from '@client/components/page-intro';
import { TextLink } from '@client/components/text-link';

export function QuestionDetailScreen() {
  return (
    <PageIntro
      title="Question"
      lead="This question and the ministry's answers to it will be shown here."
    >
      <TextLink href="/questions">Back to all questions</TextLink>
    </PageIntro>
  );
}
