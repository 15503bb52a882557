import { PageIntro } from '@client/components/page-intro';

export function BibleScreen() {
  return (
    <PageIntro
      title="Holy Bible"
      lead="A reader for the World English Bible, with book and chapter navigation and verse search, is being prepared for this page."
    />
  );
}
