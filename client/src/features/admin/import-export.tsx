import { importsApi, type ImportReport } from '@contract/imports';
import type { SiteLanguage } from '@contract/i18n';
import type { MessageId } from '@contract/messages/en';
import { Download, FileUp, FlaskConical } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { useLocalizer } from '@client/lib/localize';
import { HeadedSection } from '@client/components/headed-section';
import { runImport, type ImportKind, type ImportPostProgress } from './api/imports';
import { languageFrom, selectClass } from './newsletter/parts';
import { LanguageOptions } from './parts/language-options';
import { useFailureMessage } from './use-failure-message';

const FORMS: { kind: ImportKind; heading: MessageId; help: MessageId; accept: string }[] = [
  {
    kind: 'wordpress',
    heading: 'admin.imports.wordpress.heading',
    help: 'admin.imports.wordpress.help',
    accept: '.xml,text/xml,application/xml',
  },
  {
    kind: 'subscribers',
    heading: 'admin.imports.subscribers.heading',
    help: 'admin.imports.subscribers.help',
    accept: '.csv,text/csv',
  },
];

type Phase = 'idle' | 'trying' | 'running';

/** A screen reader hears of a run's progress at each tenth of it, or after this long. */
const ANNOUNCE_EVERY_MS = 5_000;

/** What an import did or would do, with its notes item by item. */
function Report({ report, dryRun }: { report: ImportReport; dryRun: boolean }) {
  const intl = useIntl();
  const localizer = useLocalizer();
  return (
    <div className="space-y-2 rounded-md border border-navy-100 bg-navy-50 p-3 text-navy-900">
      <p className="font-semibold">
        {intl.formatMessage({
          id: dryRun ? 'admin.imports.dryReport' : 'admin.imports.doneReport',
        })}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        <li>{intl.formatMessage({ id: 'admin.imports.created' }, { count: report.created })}</li>
        <li>{intl.formatMessage({ id: 'admin.imports.updated' }, { count: report.updated })}</li>
        <li>{intl.formatMessage({ id: 'admin.imports.skipped' }, { count: report.skipped })}</li>
      </ul>
      {report.warnings.length > 0 ? (
        <details>
          <summary className="cursor-pointer">
            {intl.formatMessage({ id: 'admin.imports.warnings' })} ({report.warnings.length})
          </summary>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm break-words">
            {report.warnings.map((warning, i) => (
              <li key={i}>
                <span className="font-medium">{localizer.text(warning.item)}</span>:{' '}
                {localizer.text(warning.message)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** One import's form: a file, the language it falls back to, a trial run, then the real one. */
function ImportForm({ form }: { form: (typeof FORMS)[number] }) {
  const intl = useIntl();
  const failure = useFailureMessage();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState<SiteLanguage>(intl.locale as SiteLanguage);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [post, setPost] = useState<ImportPostProgress | null>(null);
  const [announced, setAnnounced] = useState('');
  const lastAnnounced = useRef({ at: 0, tenth: -1 });
  const [result, setResult] = useState<{ report: ImportReport; dryRun: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The real run comes after a trial of the same file and language.
  const tried = result?.dryRun === true;

  const postText = (at: ImportPostProgress, dryRun: boolean) =>
    intl.formatMessage(
      { id: dryRun ? 'admin.imports.tryingPost' : 'admin.imports.post' },
      { post: at.post, total: at.total, title: at.title },
    );

  async function start(dryRun: boolean) {
    if (!file) {
      setError(intl.formatMessage({ id: 'admin.imports.chooseFile' }));
      return;
    }
    setPhase(dryRun ? 'trying' : 'running');
    setProgress(0);
    setPost(null);
    setAnnounced(intl.formatMessage({ id: 'admin.imports.uploading' }, { percent: 0 }));
    lastAnnounced.current = { at: Date.now(), tenth: -1 };
    setError(null);
    // Every post is shown; only a tenth of the run, or a few seconds of it, is announced.
    const onPost = (at: ImportPostProgress) => {
      setPost(at);
      const tenth = Math.floor((at.post * 10) / Math.max(at.total, 1));
      const now = Date.now();
      if (
        tenth > lastAnnounced.current.tenth ||
        now - lastAnnounced.current.at >= ANNOUNCE_EVERY_MS
      ) {
        lastAnnounced.current = { at: now, tenth };
        setAnnounced(postText(at, dryRun));
      }
    };
    try {
      const report = await runImport(
        form.kind,
        file,
        { dryRun, language },
        { onUpload: setProgress, onPost },
      );
      setResult({ report, dryRun });
    } catch (caught) {
      setError(failure(caught, 'admin.imports.failed'));
    } finally {
      setPhase('idle');
    }
  }

  const busy = phase !== 'idle';
  // The post in hand once the server has begun; before that the upload, then a working state.
  const runText = post
    ? postText(post, phase === 'trying')
    : progress < 1
      ? intl.formatMessage({ id: 'admin.imports.uploading' }, { percent: progress })
      : intl.formatMessage({
          id: phase === 'trying' ? 'admin.imports.trying' : 'admin.imports.running',
        });
  const barProps = post
    ? {
        // The posts before the one in hand are done: a run of one starts empty.
        value: post.post - 1,
        max: post.total,
        'aria-valuetext': intl.formatMessage(
          { id: 'admin.imports.postsDone' },
          { done: post.post - 1, total: post.total },
        ),
      }
    : progress < 1
      ? { value: progress, max: 1 }
      : {};
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-lg border border-navy-100 bg-white p-4"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
        {intl.formatMessage({ id: form.heading })}
      </h3>
      <p id={`${id}-help`} className="max-w-prose text-sm text-slate-700">
        {intl.formatMessage({ id: form.help })}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-file`}>{intl.formatMessage({ id: 'admin.imports.file' })}</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept={form.accept}
            aria-describedby={`${id}-help`}
            className="max-w-full text-sm text-navy-900 file:me-3 file:rounded-md file:border file:border-navy-200 file:bg-white file:px-3 file:py-2"
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
              setError(null);
            }}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-language`}>
            {intl.formatMessage({ id: 'admin.imports.language' })}
          </Label>
          <select
            id={`${id}-language`}
            className={selectClass}
            value={language}
            disabled={busy}
            onChange={(event) => {
              setLanguage(languageFrom(event.target.value) ?? 'en');
              setResult(null);
            }}
          >
            <LanguageOptions />
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          className="h-auto min-h-10 py-2 whitespace-normal"
          disabled={busy}
          onClick={() => void start(true)}
        >
          <FlaskConical aria-hidden="true" />
          {intl.formatMessage({ id: 'admin.imports.tryFirst' })}
        </Button>
        <Button
          className="h-auto min-h-10 py-2 whitespace-normal"
          disabled={busy || !tried}
          onClick={() => void start(false)}
        >
          <FileUp aria-hidden="true" />
          {intl.formatMessage({ id: 'admin.imports.run' })}
        </Button>
      </div>
      {busy ? (
        <div className="space-y-2 text-sm text-navy-800">
          <p className="max-w-prose break-words">{runText}</p>
          <progress
            className="w-full max-w-sm"
            aria-label={intl.formatMessage({ id: form.heading })}
            {...barProps}
          />
        </div>
      ) : null}
      {/* Announced politely: the run now and then (see onPost), then its report. */}
      <div role="status" className="space-y-2 text-sm text-navy-800">
        {busy ? <p className="sr-only">{announced}</p> : null}
        {result && !busy ? <Report report={result.report} dryRun={result.dryRun} /> : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The Backups tab's imports (WordPress posts, newsletter readers) and exports. */
export function ImportExport() {
  const intl = useIntl();
  const exports: { href: string; label: MessageId }[] = [
    { href: importsApi.exportContent(), label: 'admin.exports.content' },
    { href: importsApi.exportSubscribers(), label: 'admin.exports.subscribers' },
    { href: importsApi.exportPeople(), label: 'admin.exports.people' },
  ];
  return (
    <HeadedSection
      title="admin.imports.heading"
      lead="admin.imports.intro"
      look="tool"
      className="space-y-4 pt-4"
    >
      {FORMS.map((form) => (
        <ImportForm key={form.kind} form={form} />
      ))}
      <section aria-labelledby="exports-heading" className="space-y-3">
        <h3 id="exports-heading" className="text-lg font-semibold text-navy-900">
          {intl.formatMessage({ id: 'admin.exports.heading' })}
        </h3>
        <ul className="flex flex-wrap gap-3">
          {exports.map((item) => (
            <li key={item.href}>
              <Button asChild variant="outline" className="h-auto min-h-10 py-2 whitespace-normal">
                <a href={item.href} download>
                  <Download aria-hidden="true" />
                  {intl.formatMessage({ id: item.label })}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </HeadedSection>
  );
}
