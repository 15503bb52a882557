import { PageIntro } from '@client/components/page-intro';

export function QuestionsScreen() {
  return (
    <PageIntro
      title="Questions & Answers"
      lead="Questions about the Bible, with the ministry's answers, will be listed and searchable here."
    />
  );
}
