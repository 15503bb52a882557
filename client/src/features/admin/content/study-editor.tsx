import { languageOptions } from '@content/studies';
import {
  studyCategoryValues,
  studyLanguages,
  studyStatuses,
  type AdminStudy,
  type StudyLanguageCode,
} from '@contract/studies';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { useCategoryName } from '@client/lib/categories';
import { useLocalizer } from '@client/lib/localize';
import { cn } from '@client/lib/utils';
import { Article } from '@client/features/studies/article';
import { useUnsavedWork } from '../admin-panel';
import { useAdminStudy, useDeleteStudy, useSaveStudy } from '../api/studies';
import { useFailureMessage } from '../use-failure-message';
import { BackAndStatus, useAutosave } from './autosave';
import { DeleteDialog, useGuardedClose } from './parts';
import {
  languageOfField,
  newStudyForm,
  studyBodyOf,
  studyFormOf,
  studySnapshot,
  validateStudy,
  type StudyForm,
} from './study-editing';

const languageName = (code: StudyLanguageCode) =>
  languageOptions.find((option) => option.code === code)?.name ?? code;

/** The study editor: a study loaded by `id`, or a new one. */
export function StudyEditor({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const intl = useIntl();
  const study = useAdminStudy(id);
  if (id !== undefined && study.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">{intl.formatMessage({ id: 'admin.studies.loading' })}</span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (id !== undefined && (study.isError || !study.data)) {
    return (
      <div className="space-y-4">
        <Button variant="outline" onClick={onClose}>
          <ArrowLeft aria-hidden="true" /> {intl.formatMessage({ id: 'admin.studies.back' })}
        </Button>
        <LoadFailed
          what={intl.formatMessage({ id: 'admin.studies.what' })}
          onRetry={() => void study.refetch()}
        />
      </div>
    );
  }
  return <StudyEditorForm key={id ?? 'new'} initial={study.data} onClose={onClose} />;
}

function StudyEditorForm({
  initial,
  onClose,
}: {
  initial: AdminStudy | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const categoryName = useCategoryName();
  const failure = useFailureMessage();
  const save = useSaveStudy();
  const remove = useDeleteStudy();
  const formId = useId();

  const startValues = useMemo(() => (initial ? studyFormOf(initial) : newStudyForm()), [initial]);
  const [values, setValues] = useState<StudyForm>(startValues);
  const [language, setLanguage] = useState<StudyLanguageCode>('en');
  const [current, setCurrent] = useState<AdminStudy | undefined>(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const validation = validateStudy(values);
  const saveLabel = intl.formatMessage({ id: 'admin.studies.save' }, { status: values.status });
  // Drafts save themselves after a quiet moment; a published study waits for its Save.
  const progress = useAutosave({
    snapshot: studySnapshot(values),
    startSnapshot: () => studySnapshot(startValues),
    savedStatus: current?.status,
    formStatus: values.status,
    valid: validation.ok,
    saving: save.isPending,
    saveLabel,
    autosave: () => void persist(values, false),
  });
  const clientErrors = validation.ok ? {} : validation.errors;
  const { dirty, status } = progress;
  useUnsavedWork(dirty);
  const { requestClose, dialog: discardDialog } = useGuardedClose(dirty, onClose);

  const errorOf = (field: string): string | undefined =>
    localizer.text(
      serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined),
    );
  const touch = (field: string) => () => setTouched((before) => new Set(before).add(field));
  const change = (next: Partial<StudyForm>, fields: readonly string[]) => {
    setValues((before) => ({ ...before, ...next }));
    if (fields.some((field) => serverErrors[field])) {
      setServerErrors((before) =>
        Object.fromEntries(Object.entries(before).filter(([field]) => !fields.includes(field))),
      );
    }
  };
  const changeText = (part: 'title' | 'description' | 'content', text: string) =>
    change({ [part]: { ...values[part], [language]: text } }, [`${part}.${language}`]);

  const persist = async (sent: StudyForm, manual: boolean) => {
    const sentSnapshot = studySnapshot(sent);
    const wasPublished = current?.status === 'published';
    try {
      const saved = await save.mutateAsync({
        ...(current ? { id: current.id } : {}),
        body: studyBodyOf(sent),
      });
      setCurrent(saved);
      progress.saved(sentSnapshot);
      setServerErrors({});
      if (manual) {
        toast({
          title: intl.formatMessage({
            id:
              saved.status === 'published' && !wasPublished
                ? 'admin.studies.published'
                : 'admin.studies.saved',
          }),
          description: saved.title.en,
        });
      }
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      const firstOf = Object.fromEntries(
        Object.entries(fieldErrors).flatMap(([field, messages]) =>
          messages[0] ? [[field, messages[0]]] : [],
        ),
      );
      setServerErrors(firstOf);
      // A taken title (409) comes with its field; anything else is worded by its status.
      const message = Object.values(firstOf)[0] ?? failure(error, 'admin.studies.saveFailed');
      progress.failed(sentSnapshot, message);
      // Show the language of the first field the server refused.
      const refusedIn = Object.keys(firstOf).map(languageOfField).find(Boolean);
      if (manual && refusedIn) setLanguage(refusedIn);
      if (manual) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'admin.studies.saveFailedTitle' }),
          description: localizer.text(message),
        });
      }
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (save.isPending) return;
    if (!validation.ok) {
      const invalidIn = Object.keys(validation.errors).map(languageOfField).find(Boolean);
      if (invalidIn && !Object.keys(validation.errors).some((f) => f.endsWith(`.${language}`))) {
        setLanguage(invalidIn);
      }
      return;
    }
    void persist(values, true);
  };

  const name = languageName(language);
  const optional =
    language === 'en' ? undefined : intl.formatMessage({ id: 'admin.studies.optional' });
  const languagesWithErrors = new Set(
    Object.keys({ ...(submitted ? clientErrors : {}), ...serverErrors })
      .map(languageOfField)
      .filter(Boolean),
  );

  return (
    <section aria-labelledby={`${formId}-heading`} className="min-w-0 space-y-6">
      <BackAndStatus
        backLabel={intl.formatMessage({ id: 'admin.studies.back' })}
        onBack={requestClose}
        status={status}
      />
      <h2 id={`${formId}-heading`} className="font-serif text-2xl font-semibold text-navy-900">
        {intl.formatMessage({ id: current ? 'admin.studies.edit' : 'admin.studies.new' })}
      </h2>

      <form id={formId} onSubmit={submit} noValidate className="space-y-6">
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'admin.studies.textLanguage' })}
          className="flex flex-wrap gap-2"
        >
          {studyLanguages.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={code === language}
              onClick={() => setLanguage(code)}
              className={cn(
                'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium',
                code === language
                  ? 'border-navy-800 bg-navy-800 text-white'
                  : 'border-navy-300 bg-white text-navy-800 hover:bg-navy-50',
                languagesWithErrors.has(code) && code !== language && 'border-red-700 text-red-800',
              )}
            >
              {languageName(code)}
              {languagesWithErrors.has(code) ? <span aria-hidden="true">&nbsp;!</span> : null}
            </button>
          ))}
        </div>

        <TextField
          label={intl.formatMessage({ id: 'admin.studies.titleIn' }, { language: name })}
          lang={language}
          hint={optional}
          value={values.title[language]}
          onChange={(event) => changeText('title', event.target.value)}
          onBlur={touch(`title.${language}`)}
          error={errorOf(`title.${language}`)}
        />
        <TextareaField
          label={intl.formatMessage({ id: 'admin.studies.descriptionIn' }, { language: name })}
          lang={language}
          rows={3}
          value={values.description[language]}
          onChange={(event) => changeText('description', event.target.value)}
          onBlur={touch(`description.${language}`)}
          error={errorOf(`description.${language}`)}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={intl.formatMessage({ id: 'admin.editor.category' })}
            options={studyCategoryValues.map((c) => ({ value: c, label: categoryName(c) }))}
            value={values.category}
            onChange={(event) =>
              change({ category: event.target.value as StudyForm['category'] }, ['category'])
            }
            error={errorOf('category')}
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.studies.duration' })}
            hint={intl.formatMessage({ id: 'admin.studies.durationHint' })}
            value={values.duration}
            onChange={(event) => change({ duration: event.target.value }, ['duration'])}
            onBlur={touch('duration')}
            error={errorOf('duration')}
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.studies.order' })}
            hint={intl.formatMessage({ id: 'admin.studies.orderHint' })}
            inputMode="numeric"
            value={values.order}
            onChange={(event) => change({ order: event.target.value }, ['order'])}
            onBlur={touch('order')}
            error={errorOf('order')}
          />
          <SelectField
            label={intl.formatMessage({ id: 'admin.studies.statusLabel' })}
            options={studyStatuses.map((s) => ({
              value: s,
              label: intl.formatMessage({ id: 'admin.studies.status' }, { status: s }),
            }))}
            value={values.status}
            onChange={(event) =>
              change({ status: event.target.value as StudyForm['status'] }, ['status'])
            }
            error={errorOf('status')}
          />
        </div>
        <CheckboxField
          label={intl.formatMessage({ id: 'admin.content.featured' })}
          hint={intl.formatMessage({ id: 'admin.studies.featuredHint' })}
          checked={values.featured}
          onChange={(event) => change({ featured: event.target.checked }, ['featured'])}
        />
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <TextareaField
            label={intl.formatMessage({ id: 'admin.studies.contentIn' }, { language: name })}
            lang={language}
            rows={24}
            className="font-mono text-sm"
            hint={intl.formatMessage({ id: 'admin.studies.contentHint' })}
            value={values.content[language]}
            onChange={(event) => changeText('content', event.target.value)}
            onBlur={touch(`content.${language}`)}
            error={errorOf(`content.${language}`)}
          />
          <div className="min-w-0 space-y-2">
            <h3 id={`${formId}-preview`} className="text-sm font-medium text-navy-900">
              {intl.formatMessage({ id: 'admin.studies.preview' }, { language: name })}
            </h3>
            {/* A long study scrolls inside the box: the keyboard reaches it to scroll it. */}
            <div
              tabIndex={0}
              role="region"
              aria-labelledby={`${formId}-preview`}
              className="max-h-[40rem] overflow-y-auto rounded-md border border-navy-100 bg-white p-4 focus-visible:ring-2 focus-visible:ring-navy-600 focus-visible:outline-none"
              data-testid="study-preview"
            >
              {values.content[language].trim() ? (
                <Article source={values.content[language]} lang={language} />
              ) : (
                <p className="text-slate-600">
                  {intl.formatMessage({ id: 'admin.studies.previewEmpty' })}
                </p>
              )}
            </div>
          </div>
        </div>
      </form>

      <div className="flex flex-wrap items-center gap-3 border-t border-navy-100 pt-6">
        <Button type="submit" form={formId} disabled={save.isPending}>
          {saveLabel}
        </Button>
        {current ? (
          <Button variant="outline" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" /> {intl.formatMessage({ id: 'admin.content.delete' })}
          </Button>
        ) : null}
      </div>

      {discardDialog}
      <DeleteDialog
        item={deleting && current ? { id: current.id, title: current.title.en } : null}
        kind="study"
        remove={remove}
        onClose={() => setDeleting(false)}
        onDeleted={onClose}
      >
        {intl.formatMessage({ id: 'admin.studies.deleteBody' }, { title: current?.title.en ?? '' })}
      </DeleteDialog>
    </section>
  );
}
