import { PageIntro } from '@client/components/page-intro';
import { TextLink } from '@client/components/text-link';

export function ForgotPasswordScreen() {
  return (
    <PageIntro
      title="Forgot Password"
      lead="Here you will be able to request an e-mail with a link to reset your password."
    >
      <TextLink href="/login">Back to Login</TextLink>
    </PageIntro>
  );
}
