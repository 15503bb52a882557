import { PageIntro } from '@client/components/page-intro';

export function ProfileScreen() {
  return (
    <PageIntro
      title="Profile Settings"
      lead="Your profile information and security settings will be managed on this page."
    />
  );
}
