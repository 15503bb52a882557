import { seriesPodcastPath } from '@contract/teachings';
import { Copy, Music, Podcast, Rss } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';

const linkClass =
  'inline-flex min-h-10 items-center gap-2 rounded-md border border-navy-300 bg-white px-4 text-sm font-medium text-navy-800 hover:bg-navy-50';

const noChange = () => () => {};
const browserOrigin = () => window.location.origin;
/** The server's render (and the browser's first, which must match it) has no origin yet. */
const noOrigin = () => null;

/**
 * Ways to follow a series in a podcast app: the feed itself (any app, and without JavaScript),
 * Apple Podcasts by its `podcasts://` address, Spotify by the show's page when the series names
 * one (Spotify opens no feed by its address: the ministry submits the feed there once and pastes
 * the show's address into the series), and the feed's address copied for apps that ask for it.
 * Apple and the copy need the page's host, known once the page runs in the browser.
 */
export function SubscribeLinks({
  slug,
  spotifyUrl,
}: {
  slug: string;
  /** The show's page on Spotify, when the ministry has listed the feed there. */
  spotifyUrl: string | null;
}) {
  const intl = useIntl();
  const feed = seriesPodcastPath(slug);
  const origin = useSyncExternalStore(noChange, browserOrigin, noOrigin);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${origin ?? ''}${feed}`);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <a href={feed} type="application/rss+xml" className={linkClass}>
        <Rss className="size-4" aria-hidden="true" />
        {intl.formatMessage({ id: 'teachings.rss' })}
      </a>
      {spotifyUrl ? (
        <a href={spotifyUrl} rel="noopener" className={linkClass}>
          <Music className="size-4" aria-hidden="true" />
          {intl.formatMessage({ id: 'teachings.subscribe.spotify' })}
        </a>
      ) : null}
      {origin ? (
        <>
          <a href={`podcasts://${new URL(origin).host}${feed}`} className={linkClass}>
            <Podcast className="size-4" aria-hidden="true" />
            {intl.formatMessage({ id: 'teachings.subscribe.apple' })}
          </a>
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {intl.formatMessage({ id: 'teachings.subscribe.copy' })}
          </Button>
        </>
      ) : null}
      <p role="status" className="w-full text-sm text-slate-700">
        {copied
          ? intl.formatMessage({
              id:
                copied === 'yes' ? 'teachings.subscribe.copied' : 'teachings.subscribe.copyFailed',
            })
          : null}
      </p>
    </div>
  );
}
