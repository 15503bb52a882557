import { languageOptions, studySummaries } from '@content/studies';
import { pathTo } from '@contract/pages';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useStudyProgress } from '@client/features/studies/api/study-progress';

/** The dashboard's card of the studies the member started, with the share of each read. */
export function StudyProgressCard() {
  const intl = useIntl();
  const progress = useStudyProgress(true);
  return (
    <Card className="mt-8" data-testid="study-progress">
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {intl.formatMessage({ id: 'studyProgress.mine' })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {progress.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : progress.isError ? (
          <p className="text-red-700">{intl.formatMessage({ id: 'studyProgress.loadFailed' })}</p>
        ) : progress.data.progress.length === 0 ? (
          <p className="text-slate-700">
            {intl.formatMessage({ id: 'studyProgress.none' })}{' '}
            <Link href={pathTo('bibleStudy')} className="font-medium text-navy-700 underline">
              {intl.formatMessage({ id: 'studyProgress.choose' })}
            </Link>
          </p>
        ) : (
          <ul className="space-y-4">
            {progress.data.progress.map((entry) => {
              const study = studySummaries.find((s) => s.id === entry.studyId);
              if (!study) return null;
              const read = intl.formatMessage(
                { id: 'study.continueProgress' },
                { percent: entry.percent },
              );
              const language = languageOptions.find((l) => l.code === entry.language);
              return (
                <li key={`${entry.studyId}:${entry.language}`}>
                  <Link
                    href={pathTo('bibleStudy', {
                      search: { study: entry.studyId, lang: entry.language },
                    })}
                    lang={entry.language}
                    className="font-medium break-words text-navy-900 underline"
                  >
                    {study.title[entry.language]}
                  </Link>
                  <p className="text-sm text-slate-700">
                    <span lang={entry.language}>{language?.name}</span> · {read}
                  </p>
                  <progress
                    className="mt-1 h-2 w-full accent-navy-700"
                    max={100}
                    value={entry.percent}
                    aria-label={`${study.title[entry.language]}: ${read}`}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
