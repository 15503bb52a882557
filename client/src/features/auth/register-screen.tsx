import { PageIntro } from '@client/components/page-intro';
import { TextLink } from '@client/components/text-link';

export function RegisterScreen() {
  return (
    <PageIntro
      title="Create Account"
      lead="Registration for a free member account will open on this page."
    >
      <p>
        Already a member? <TextLink href="/login">Sign in</TextLink>
      </p>
    </PageIntro>
  );
}
