import { PageIntro } from '@client/components/page-intro';

export function CharactersScreen() {
  return (
    <PageIntro
      title="Biblical Characters"
      lead="Profiles of Abraham, Moses, David, Daniel, Mary and Paul, with their key events, verses and lessons, will be gathered here."
    />
  );
}
