import { PageIntro } from '@client/components/page-intro';

export function ContactScreen() {
  return (
    <PageIntro
      title="Get in Touch"
      lead="A form for sending the ministry your questions, prayer requests and feedback will be available here."
    />
  );
}
