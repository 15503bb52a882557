import { PageIntro } from '@client/components/page-intro';

export function DonateScreen() {
  return (
    <PageIntro
      title="Support Our Ministry"
      lead="Gifts by card that help us share authentic biblical teaching will be received on this page."
    />
  );
}
