import { useSiteIdentity } from '@client/lib/site-identity';
import { type VideoEpisode } from '@content/videos';
import { useIntl } from 'react-intl';
import { catalogTextIn, type Video } from '@contract/catalog';
import { Clock, ExternalLink, PlaySquare } from 'lucide-react';
import { PageHero } from '@client/components/page-hero';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { usePageLanguage } from '@client/lib/i18n';
import { useVideos } from './api/videos';
import { useEpisodes } from './use-episodes';
import { withVideoTexts } from './published-episodes';
import { latestTeachings } from './latest-teachings';
import { VideoPlayer } from '@client/components/video-player';
import { NotTranslatedNote } from '@client/components/not-translated-note';
import { HeadedSection } from '@client/components/headed-section';

const watchUrl = (youtubeId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;

function EpisodeCard({ episode, untranslated }: { episode: VideoEpisode; untranslated: boolean }) {
  const intl = useIntl();
  return (
    <Card className="w-full overflow-hidden">
      <article aria-labelledby={`episode-${episode.id}-title`} className="flex h-full flex-col">
        <VideoPlayer
          youtubeId={episode.youtubeId}
          name={intl.formatMessage(
            { id: 'videos.episodeName' },
            { number: episode.id, title: episode.title },
          )}
        />
        <div className="flex flex-1 flex-col gap-3 p-6">
          <p className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wider text-gold-700 uppercase">
            <span>{intl.formatMessage({ id: 'videos.episode' }, { number: episode.id })}</span>
            <span className="flex items-center gap-1 font-medium tracking-normal text-slate-600 normal-case">
              <Clock className="size-3.5" aria-hidden="true" />
              {intl.formatMessage({ id: 'videos.minutes' }, { minutes: episode.duration })}
            </span>
          </p>
          <h2
            id={`episode-${episode.id}-title`}
            className="font-serif text-xl leading-snug font-semibold text-navy-900"
          >
            {episode.title}
          </h2>
          <p className="text-slate-700">{episode.description}</p>
          {/* An episode shown in English here says so, in the page's language. */}
          {untranslated ? <NotTranslatedNote inEnglishItem /> : null}
          <div className="mt-auto pt-2">
            <WatchOnYouTube youtubeId={episode.youtubeId} title={episode.title} />
          </div>
        </div>
      </article>
    </Card>
  );
}

function WatchOnYouTube({ youtubeId, title }: { youtubeId: string; title: string }) {
  const intl = useIntl();
  return (
    <Button asChild variant="outline">
      <a href={watchUrl(youtubeId)} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        {intl.formatMessage({ id: 'videos.watch' })}
        <span className="sr-only">
          : {title} {intl.formatMessage({ id: 'videos.newTab' })}
        </span>
      </a>
    </Button>
  );
}

function TeachingCard({ video }: { video: Video }) {
  const intl = useIntl();
  const lang = usePageLanguage();
  const titleId = `teaching-${video.id}-title`;
  // In the page's language where translated; else the English, marked so.
  const { title, description, untranslated } = catalogTextIn(video, lang);
  return (
    <Card className="w-full overflow-hidden">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <VideoPlayer youtubeId={video.youtubeId} name={title} />
        <div className="flex flex-1 flex-col gap-3 p-6">
          {video.category || video.duration ? (
            <p className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wider text-gold-700 uppercase">
              <span>{video.category}</span>
              {video.duration ? (
                <span className="flex items-center gap-1 font-medium tracking-normal text-slate-600 normal-case">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {intl.formatMessage({ id: 'videos.minutes' }, { minutes: video.duration })}
                </span>
              ) : null}
            </p>
          ) : null}
          <h3
            id={titleId}
            lang={untranslated ? 'en' : undefined}
            className="font-serif text-xl leading-snug font-semibold text-navy-900"
          >
            {title}
          </h3>
          <p lang={untranslated ? 'en' : undefined} className="text-slate-700">
            {description}
          </p>
          {untranslated ? <NotTranslatedNote /> : null}
          <div className="mt-auto pt-2">
            <WatchOnYouTube youtubeId={video.youtubeId} title={title} />
          </div>
        </div>
      </article>
    </Card>
  );
}

/**
 * The teachings the ministry published besides the numbered series, under it; nothing while
 * they load or when there are none.
 */
function LatestTeachings({
  data,
  episodeIds,
}: {
  data: readonly Video[] | undefined;
  episodeIds: readonly string[];
}) {
  const videos = data ? latestTeachings(data, episodeIds) : [];
  if (videos.length === 0) return null;
  return (
    <HeadedSection title="videos.latest" look="page" className="container-page pb-12 sm:pb-16">
      <ul className="mt-8 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id} className="flex">
            <TeachingCard video={video} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

/** The Videos page: the five episodes, the ministry's later teachings and the channel promo. */
export function VideosScreen() {
  const intl = useIntl();
  const { channelUrl } = useSiteIdentity();
  const lang = usePageLanguage();
  // The page arrives with the videos in it (rendered per request): the episodes' current text
  // and the later teachings are in the first HTML.
  const { data } = useVideos();
  const episodes = withVideoTexts(useEpisodes(), data, lang);
  return (
    <>
      <PageHero
        eyebrow={intl.formatMessage({ id: 'videos.eyebrow' })}
        title={intl.formatMessage({ id: 'videos.title' })}
        lead={intl.formatMessage({ id: 'videos.lead' })}
      />
      <section
        aria-label={intl.formatMessage({ id: 'videos.episodes' })}
        className="container-page py-12 sm:py-16"
      >
        <ol className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {episodes.map(({ episode, untranslated }) => (
            <li key={episode.id} className="flex">
              <EpisodeCard episode={episode} untranslated={untranslated} />
            </li>
          ))}
        </ol>
      </section>
      <LatestTeachings data={data} episodeIds={episodes.map(({ episode }) => episode.youtubeId)} />
      <section aria-labelledby="channel-title" className="container-page pb-16">
        <div className="on-dark flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-r from-red-800 to-red-700 px-6 py-10 text-center text-white sm:px-12">
          <PlaySquare className="size-10" aria-hidden="true" />
          <h2 id="channel-title" className="font-serif text-3xl font-bold">
            {intl.formatMessage({ id: 'videos.visitChannel' })}
          </h2>
          <p className="max-w-xl text-red-50">{intl.formatMessage({ id: 'videos.channelBody' })}</p>
          {/* Translations run longer than the English: the label may take two lines on a phone. */}
          <Button
            asChild
            variant="outline-light"
            size="lg"
            className="h-auto min-h-11 py-2 text-center whitespace-normal"
          >
            <a href={channelUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {intl.formatMessage({ id: 'videos.visitChannel' })}
              <span className="sr-only"> {intl.formatMessage({ id: 'videos.newTab' })}</span>
            </a>
          </Button>
        </div>
      </section>
    </>
  );
}
