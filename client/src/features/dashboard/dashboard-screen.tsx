import { PageIntro } from '@client/components/page-intro';

export function DashboardScreen() {
  return (
    <PageIntro
      title="Member Dashboard"
      lead="Your questions, study groups and membership status will be summarised on this page."
    />
  );
}
