import { Play } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export const embedUrl = (youtubeId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;

/**
 * A light facade for the YouTube player: a poster drawn by us and a play button. Nothing is
 * loaded from YouTube (no script, no image, no cookie) until the visitor asks to play; then the
 * privacy-enhanced (youtube-nocookie) player replaces the poster and starts.
 */
export function VideoPlayer({
  youtubeId,
  name,
}: {
  youtubeId: string;
  /** What the player and its play button are called ("Episode 1: The Gospel of the Kingdom"). */
  name: string;
}) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-t-xl bg-navy-950">
      {playing ? (
        <iframe
          src={embedUrl(youtubeId)}
          title={name}
          className="absolute inset-0 size-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="on-dark group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-navy-900 via-navy-800 to-navy-600 p-4 text-white"
        >
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-10 -right-10 size-40 rounded-full bg-gold-400/15 blur-2xl"
          />
          <span className="flex size-16 items-center justify-center rounded-full bg-gold-400 text-navy-950 shadow-lg transition-transform group-hover:scale-110">
            <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
          </span>
          <span className="text-sm font-semibold tracking-wide">
            {intl.formatMessage({ id: 'videos.play' })}
            <span className="sr-only">{` ${name}`}</span>
          </span>
        </button>
      )}
    </div>
  );
}
