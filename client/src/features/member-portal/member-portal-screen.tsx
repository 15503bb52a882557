import { PageIntro } from '@client/components/page-intro';

export function MemberPortalScreen() {
  return (
    <PageIntro
      title="Member Portal"
      lead="Members will hold private conversations with the ministry here, with room for attachments."
    />
  );
}
