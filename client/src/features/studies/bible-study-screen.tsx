import { PageIntro } from '@client/components/page-intro';

export function BibleStudyScreen() {
  return (
    <PageIntro
      title="Bible Study Center"
      lead="In-depth studies in English, Spanish and Portuguese that seek to restore the original faith of Jesus and the apostles, free of denominational bias, will be gathered here."
    />
  );
}
