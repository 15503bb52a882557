import { PageIntro } from '@client/components/page-intro';

export function AdminScreen() {
  return (
    <PageIntro
      title="Admin Panel"
      lead="Administrators will manage member conversations, newsletter subscribers and campaigns here."
    />
  );
}
