import { PageIntro } from '@client/components/page-intro';

export function AskQuestionScreen() {
  return (
    <PageIntro
      title="Ask a Question"
      lead="Here you will be able to ask the ministry a question about the Bible."
    />
  );
}
