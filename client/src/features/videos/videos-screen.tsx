import { CHANNEL_URL, videoEpisodes, type VideoEpisode } from '@content/videos';
import type { Video } from '@contract/catalog';
import { Clock, ExternalLink, PlaySquare } from 'lucide-react';
import { PageHero } from '@client/components/page-hero';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useVideos } from './api/videos';
import { latestTeachings } from './latest-teachings';
import { VideoPlayer } from './video-player';

const watchUrl = (youtubeId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;

function EpisodeCard({ episode }: { episode: VideoEpisode }) {
  return (
    <Card className="w-full overflow-hidden">
      <article aria-labelledby={`episode-${episode.id}-title`} className="flex h-full flex-col">
        <VideoPlayer
          youtubeId={episode.youtubeId}
          name={`Episode ${episode.id}: ${episode.title}`}
        />
        <div className="flex flex-1 flex-col gap-3 p-6">
          <p className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wider text-gold-700 uppercase">
            <span>{`Episode ${episode.id}`}</span>
            <span className="flex items-center gap-1 font-medium tracking-normal text-slate-600 normal-case">
              <Clock className="size-3.5" aria-hidden="true" />
              {episode.duration} min
            </span>
          </p>
          <h2
            id={`episode-${episode.id}-title`}
            className="font-serif text-xl leading-snug font-semibold text-navy-900"
          >
            {episode.title}
          </h2>
          <p className="text-slate-700">{episode.description}</p>
          <div className="mt-auto pt-2">
            <WatchOnYouTube youtubeId={episode.youtubeId} title={episode.title} />
          </div>
        </div>
      </article>
    </Card>
  );
}

function WatchOnYouTube({ youtubeId, title }: { youtubeId: string; title: string }) {
  return (
    <Button asChild variant="outline">
      <a href={watchUrl(youtubeId)} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        Watch on YouTube
        <span className="sr-only">: {title} (opens in a new tab)</span>
      </a>
    </Button>
  );
}

function TeachingCard({ video }: { video: Video }) {
  const titleId = `teaching-${video.id}-title`;
  return (
    <Card className="w-full overflow-hidden">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <VideoPlayer youtubeId={video.youtubeId} name={video.title} />
        <div className="flex flex-1 flex-col gap-3 p-6">
          {video.category || video.duration ? (
            <p className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wider text-gold-700 uppercase">
              <span>{video.category}</span>
              {video.duration ? (
                <span className="flex items-center gap-1 font-medium tracking-normal text-slate-600 normal-case">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {video.duration} min
                </span>
              ) : null}
            </p>
          ) : null}
          <h3 id={titleId} className="font-serif text-xl leading-snug font-semibold text-navy-900">
            {video.title}
          </h3>
          <p className="text-slate-700">{video.description}</p>
          <div className="mt-auto pt-2">
            <WatchOnYouTube youtubeId={video.youtubeId} title={video.title} />
          </div>
        </div>
      </article>
    </Card>
  );
}

const episodeIds = videoEpisodes.map((episode) => episode.youtubeId);

/**
 * The teachings the ministry published besides the numbered series, under it; nothing while
 * they load or when there are none.
 */
function LatestTeachings() {
  const { data } = useVideos();
  const videos = data ? latestTeachings(data, episodeIds) : [];
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="latest-teachings-title" className="container-page pb-12 sm:pb-16">
      <h2 id="latest-teachings-title" className="font-serif text-3xl font-bold text-navy-900">
        Latest Teachings
      </h2>
      <ul className="mt-8 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id} className="flex">
            <TeachingCard video={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Videos page: the five episodes, the ministry's later teachings and the channel promo. */
export function VideosScreen() {
  return (
    <>
      <PageHero
        eyebrow="Watch and Learn"
        title="Video Teachings"
        lead="Our video series on the Kingdom of God, the promises to Abraham and the restoration of all things. Press play on any episode, or watch it on YouTube."
      />
      <section aria-label="Episodes" className="container-page py-12 sm:py-16">
        <ol className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {videoEpisodes.map((episode) => (
            <li key={episode.id} className="flex">
              <EpisodeCard episode={episode} />
            </li>
          ))}
        </ol>
      </section>
      <LatestTeachings />
      <section aria-labelledby="channel-title" className="container-page pb-16">
        <div className="on-dark flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-r from-red-800 to-red-700 px-6 py-10 text-center text-white sm:px-12">
          <PlaySquare className="size-10" aria-hidden="true" />
          <h2 id="channel-title" className="font-serif text-3xl font-bold">
            Visit Our YouTube Channel
          </h2>
          <p className="max-w-xl text-red-50">
            Subscribe to be told when a new teaching is published, and browse every episode,
            question-and-answer session and short study on our channel.
          </p>
          <Button asChild variant="outline-light" size="lg">
            <a href={CHANNEL_URL} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Visit Our YouTube Channel
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </section>
    </>
  );
}
