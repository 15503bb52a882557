import { useIntl } from 'react-intl';

/** A study's reading time as written in content/studies.ts: '45-60 minutes'. */
const MINUTES = /^(\d+)-(\d+) minutes$/;

/** The span of minutes a study's reading time names, if it has that shape. */
export function minutesOf(duration: string): { from: number; to: number } | undefined {
  const match = MINUTES.exec(duration);
  return match ? { from: Number(match[1]), to: Number(match[2]) } : undefined;
}

/** A study's reading time in the page's language ('45-60 minutos'); another shape as written. */
export function useStudyDuration(): (duration: string) => string {
  const intl = useIntl();
  return (duration) => {
    const minutes = minutesOf(duration);
    return minutes ? intl.formatMessage({ id: 'studies.minutes' }, minutes) : duration;
  };
}
