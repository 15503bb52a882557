import { PageIntro } from '@client/components/page-intro';
import { TextLink } from '@client/components/text-link';

export function LoginScreen() {
  return (
    <PageIntro title="Sign In" lead="Members will sign in to their account on this page.">
      <ul className="space-y-2">
        <li>
          <TextLink href="/register">Create an account</TextLink>
        </li>
        <li>
          <TextLink href="/forgot-password">Forgot your password?</TextLink>
        </li>
      </ul>
    </PageIntro>
  );
}
