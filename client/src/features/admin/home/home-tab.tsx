import { EpisodesEditor } from './episodes-editor';
import { HomeTextsEditor } from './home-texts-editor';

/** The admin panel's Home tab: the home page's texts and the Videos page's five episodes. */
export function HomeTab() {
  return (
    <div className="space-y-12">
      <HomeTextsEditor />
      <EpisodesEditor />
    </div>
  );
}
