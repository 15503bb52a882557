import { PageIntro } from '@client/components/page-intro';
import { TextLink } from '@client/components/text-link';

export function ResetPasswordScreen() {
  return (
    <PageIntro
      title="Reset Password"
      lead="Here you will choose a new password using the link from your password reset e-mail."
    >
      <TextLink href="/login">Back to Login</TextLink>
    </PageIntro>
  );
}
