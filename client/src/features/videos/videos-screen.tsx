import { PageIntro } from '@client/components/page-intro';

export function VideosScreen() {
  return (
    <PageIntro
      title="Video Teachings"
      lead="This page will present our five-episode video teaching series, each episode with its own player and a link to watch it on YouTube."
    />
  );
}
