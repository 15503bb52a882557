import { defaultBibleVersionFor } from '@contract/bible';
import { seriesPath } from '@contract/teachings';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { ArticleBody } from '@client/components/article-body';
import { LoadFailed } from '@client/components/load-failed';
import { PageIntro } from '@client/components/page-intro';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorStatus } from '@client/lib/api';
import { useDocumentHead } from '@client/lib/document-head';
import { VideoPlayer } from '@client/components/video-player';
import { useTeaching } from './api/teachings';
import { AudioPlayer } from './audio-player';
import {
  TeachingByline,
  TeachingPassages,
  TeachingSeries,
  TeachingsBackLink,
} from './teaching-parts';
import { Transcript } from './transcript';

/**
 * A teaching: title, series, speaker, date and passages; its audio player and/or video; its
 * notes; and the transcript following the audio.
 */
export function TeachingDetailScreen() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: teaching, isPending, error, refetch } = useTeaching(slug);
  const missing = errorStatus(error) === 404;
  const intl = useIntl();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const notFound = {
    title: intl.formatMessage({ id: 'teachings.notFound' }),
    description: intl.formatMessage({ id: 'teachings.notFoundDescription' }),
  };
  useDocumentHead(
    teaching?.title ?? (missing ? notFound.title : undefined),
    teaching?.description ?? (missing ? notFound.description : undefined),
  );

  if (isPending) {
    return (
      <div className="container-page max-w-3xl py-12" aria-busy="true">
        <h1 className="sr-only">{intl.formatMessage({ id: 'teachings.teaching' })}</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-4 h-4 w-1/3" />
        <Skeleton className="mt-10 h-32 w-full" />
      </div>
    );
  }
  if (error || !teaching) {
    return (
      <PageIntro
        title={missing ? notFound.title : intl.formatMessage({ id: 'teachings.notAvailable' })}
        lead={missing ? notFound.description : undefined}
      >
        {missing ? null : (
          <div className="mb-8">
            <LoadFailed
              what={intl.formatMessage({ id: 'teachings.teachingWhat' })}
              onRetry={() => void refetch()}
            />
          </div>
        )}
        <TeachingsBackLink />
      </PageIntro>
    );
  }

  const version = defaultBibleVersionFor(teaching.language);
  const seek = (seconds: number) => {
    const element = audioRef.current;
    if (!element) return;
    element.currentTime = seconds;
    setTime(seconds);
    void element.play();
  };

  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <TeachingsBackLink language={teaching.language} />
      <TeachingSeries teaching={teaching} href={seriesPath} className="mt-6" />
      <h1
        lang={teaching.language}
        className="mt-2 font-serif text-3xl leading-tight font-bold break-words text-navy-900 sm:text-4xl"
      >
        {teaching.title}
      </h1>
      <TeachingByline teaching={teaching} className="mt-3" />
      <TeachingPassages
        teaching={teaching}
        label={intl.formatMessage({ id: 'teachings.passages' })}
        className="mt-3"
      />
      <p lang={teaching.language} className="mt-6 text-lg text-slate-800">
        {teaching.description}
      </p>
      <div className="mt-8 flex flex-col gap-6">
        {teaching.audio ? (
          <AudioPlayer
            teachingId={teaching.id}
            audio={teaching.audio}
            title={teaching.title}
            artist={teaching.speaker?.name}
            audioRef={audioRef}
            onTime={setTime}
          />
        ) : null}
        {teaching.youtubeId ? (
          <div className="overflow-hidden rounded-xl">
            <VideoPlayer youtubeId={teaching.youtubeId} name={teaching.title} />
          </div>
        ) : null}
      </div>
      {teaching.transcript ? (
        <div className="mt-10">
          <Transcript
            cues={teaching.transcript}
            time={time}
            language={teaching.language}
            onSeek={teaching.audio ? seek : undefined}
          />
        </div>
      ) : null}
      {teaching.notesHtml ? (
        <section className="mt-10" lang={teaching.language}>
          <h2 className="font-serif text-2xl font-bold text-navy-900">
            {intl.formatMessage({ id: 'teachings.notes' })}
          </h2>
          <ArticleBody html={teaching.notesHtml} version={version} className="mt-4" />
        </section>
      ) : null}
    </article>
  );
}
