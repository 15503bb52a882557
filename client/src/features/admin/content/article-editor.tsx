import {
  articleCategories,
  articlePath,
  articleStatuses,
  contentLanguageNames,
  contentLanguages,
  readTimeOf,
  slugFromTitle,
  type AdminArticle,
  type ContentLanguage,
} from '@contract/publishing';
import { ArrowLeft, ExternalLink, Languages, Mail, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ArticleBody } from '@client/components/article-body';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import {
  CheckboxField,
  SelectField,
  TextField,
  TextareaField,
} from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorStatus, serverFieldErrors } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';
import {
  useAdminArticle,
  useArticleNewsletter,
  useArticlePreview,
  useDeleteArticle,
  useSaveArticle,
  useTranslateArticle,
} from '../api/publishing';
import { useAdminPanel, useUnsavedWork } from '../admin-panel';
import { usePageFormat } from '@client/lib/format';
import { useFailureMessage } from '../use-failure-message';
import {
  applyFieldErrors,
  ARTICLE_FORM_KEYS,
  articleFormOf,
  articleSnapshot,
  familyOf,
  isVisible,
  missingLanguages,
  newArticleForm,
  resolverOf,
  shouldAutosave,
  validateArticle,
  type ArticleBodyOut,
  type ArticleForm,
} from './editing';
import { useCategoryName } from '@client/lib/categories';
import { ImageUpload } from './image-upload';
import { DeleteDialog, useGuardedClose } from './parts';

/** Quiet time after the last keystroke before a draft saves itself. */
const AUTOSAVE_DELAY_MS = 2_000;
/** Quiet time before the preview asks the server to render the Markdown. */
const PREVIEW_DELAY_MS = 300;

const FIELDS = ARTICLE_FORM_KEYS;
type Field = (typeof FIELDS)[number];

const languageOptions = contentLanguages.map((value) => ({
  value,
  label: contentLanguageNames[value],
}));

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The article editor: an article loaded by `id`, or a new one. `onOpen` opens another article
 * (a translation) in its place.
 */
export function ArticleEditor({
  id,
  language,
  articles,
  onClose,
  onOpen,
}: {
  id: number | undefined;
  /** A new article's language. */
  language: ContentLanguage;
  articles: readonly AdminArticle[];
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  const article = useAdminArticle(id);
  if (id !== undefined && article.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">{intl.formatMessage({ id: 'admin.editor.loading' })}</span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (id !== undefined && (article.isError || !article.data)) {
    return (
      <div className="space-y-4">
        <Button variant="outline" onClick={onClose}>
          <ArrowLeft aria-hidden="true" /> {intl.formatMessage({ id: 'admin.editor.back' })}
        </Button>
        <LoadFailed
          what={intl.formatMessage({ id: 'admin.editor.what' })}
          onRetry={() => void article.refetch()}
        />
      </div>
    );
  }
  return (
    <EditorForm
      key={id ?? 'new'}
      initial={article.data}
      language={language}
      articles={articles}
      onClose={onClose}
      onOpen={onOpen}
    />
  );
}

function EditorForm({
  initial,
  language,
  articles,
  onClose,
  onOpen,
}: {
  initial: AdminArticle | undefined;
  language: ContentLanguage;
  articles: readonly AdminArticle[];
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  const categoryName = useCategoryName();
  const localizer = useLocalizer();
  const format = usePageFormat();
  const failure = useFailureMessage();
  const panel = useAdminPanel();
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const newsletter = useArticleNewsletter({
    errorTitle: intl.formatMessage({ id: 'admin.editor.newsletterFailed' }),
  });
  const formId = useId();
  const statusId = useId();

  /** The article as the server last answered it; undefined until a new one is first saved. */
  const [current, setCurrent] = useState<AdminArticle | undefined>(initial);
  const startValues = useMemo(
    () => (initial ? articleFormOf(initial) : newArticleForm(language)),
    [initial, language],
  );
  const form = useForm<ArticleForm, unknown, ArticleBodyOut>({
    resolver: resolverOf((values: ArticleForm) => validateArticle(values, new Date())),
    defaultValues: startValues,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  // Every field is registered with a default, so the watched values are always complete.
  const values = { ...startValues, ...useWatch({ control: form.control }) } as ArticleForm;
  const snapshot = articleSnapshot(values);
  const [savedSnapshot, setSavedSnapshot] = useState(() => articleSnapshot(startValues));
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [failed, setFailed] = useState<{ snapshot: string; message: string } | null>(null);
  const dirty = snapshot !== savedSnapshot;
  const valid = validateArticle(values, new Date()).ok;
  useUnsavedWork(dirty);

  // An unpublished draft's address follows its title until the admin types one of their own;
  // a published address stays, since links to it are out in the world.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(
    () =>
      !initial ||
      (initial.status === 'draft' &&
        (initial.originalId !== null || initial.slug === slugFromTitle(initial.title))),
  );

  const persist = async (sent: ArticleForm, body: ArticleBodyOut, manual: boolean) => {
    const sentSnapshot = articleSnapshot(sent);
    const wasPublished = current?.status === 'published';
    try {
      const article = await save.mutateAsync({
        ...(current ? { id: current.id } : {}),
        body,
      });
      setCurrent(article);
      let savedValues = sent;
      if (!sent.slug && article.slug) {
        // The server made the address from the title: show it, and count it as saved.
        savedValues = { ...sent, slug: article.slug };
        if (!form.getValues('slug')) form.setValue('slug', article.slug);
      }
      setSavedSnapshot(articleSnapshot(savedValues));
      setSavedAt(new Date());
      setFailed(null);
      if (manual) {
        toast({
          title: intl.formatMessage({
            id:
              article.status === 'published'
                ? wasPublished
                  ? 'admin.editor.updated'
                  : 'admin.editor.published'
                : article.status === 'scheduled'
                  ? 'admin.editor.scheduled'
                  : 'admin.editor.draftSaved',
          }),
          description: article.title,
        });
      }
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      const rest = applyFieldErrors(fieldErrors, FIELDS, (field, message) =>
        form.setError(field as Field, { message }),
      );
      const message =
        rest[0] ?? Object.values(fieldErrors)[0]?.[0] ?? failure(error, 'admin.editor.saveFailed');
      if (errorStatus(error) === 409 && !fieldErrors.slug) form.setError('slug', { message });
      setFailed({ snapshot: sentSnapshot, message });
      if (manual) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'admin.editor.saveFailedTitle' }),
          description: localizer.text(message),
        });
      }
    }
  };

  useEffect(() => {
    if (failed?.snapshot === snapshot) return;
    const due = shouldAutosave({
      savedStatus: current?.status,
      formStatus: values.status,
      dirty,
      valid,
      saving: save.isPending,
    });
    if (!due) return;
    const timer = setTimeout(() => {
      const latest = form.getValues();
      const result = validateArticle(latest, new Date());
      if (result.ok) void persist(latest, result.data, false);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `persist` and `values` change with every render; the snapshot stands for both.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot, dirty, valid, save.isPending, current?.status, failed?.snapshot]);

  const onSubmit = form.handleSubmit((body) => {
    if (save.isPending) return;
    void persist(form.getValues(), body, true);
  });

  const { requestClose, dialog: discardDialog } = useGuardedClose(dirty, onClose);
  const [deleting, setDeleting] = useState(false);
  const [translating, setTranslating] = useState(false);

  const preview = useArticlePreview(
    useDebounced(values.content, PREVIEW_DELAY_MS),
    values.language,
  );
  const visible = current ? isVisible(current, new Date()) : false;
  const slugShown = values.slug.trim() || slugFromTitle(values.title);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const family = current
    ? articles
        .filter((a) => familyOf(a) === familyOf(current) && a.id !== current.id)
        .sort((a, b) => contentLanguages.indexOf(a.language) - contentLanguages.indexOf(b.language))
    : [];
  const original = current?.originalId
    ? articles.find((a) => a.id === current.originalId)
    : undefined;

  const saveLabel = intl.formatMessage(
    { id: 'admin.editor.action' },
    {
      action:
        values.status === 'published'
          ? current?.status === 'published'
            ? 'update'
            : 'publish'
          : values.status === 'scheduled'
            ? 'schedule'
            : 'draft',
    },
  );

  const saveStatus = save.isPending
    ? intl.formatMessage({ id: 'admin.editor.saving' })
    : failed && failed.snapshot === snapshot
      ? intl.formatMessage(
          { id: 'admin.editor.notSaved' },
          { message: localizer.text(failed.message) },
        )
      : dirty
        ? values.status === 'draft' && (current?.status ?? 'draft') === 'draft'
          ? intl.formatMessage({
              id: valid ? 'admin.editor.savingShortly' : 'admin.editor.fillRequired',
            })
          : intl.formatMessage({ id: 'admin.editor.chooseToSave' }, { action: saveLabel })
        : savedAt
          ? intl.formatMessage({ id: 'admin.editor.savedAt' }, { time: format.clock(savedAt) })
          : current
            ? intl.formatMessage({ id: 'admin.editor.noChanges' })
            : '';

  return (
    <section aria-labelledby={`${formId}-heading`} className="min-w-0 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" onClick={requestClose}>
          <ArrowLeft aria-hidden="true" /> {intl.formatMessage({ id: 'admin.editor.back' })}
        </Button>
        <p
          id={statusId}
          role="status"
          aria-live="polite"
          className="text-sm text-slate-700"
          data-testid="save-status"
        >
          {saveStatus}
        </p>
      </div>
      <div>
        <h2 id={`${formId}-heading`} className="font-serif text-2xl font-semibold text-navy-900">
          {intl.formatMessage({ id: current ? 'admin.editor.edit' : 'admin.articles.new' })}
        </h2>
        {original ? (
          <p className="mt-1 text-sm text-slate-700">
            {intl.formatMessage(
              { id: 'admin.editor.translationOf' },
              {
                language: contentLanguageNames[current?.language ?? 'en'],
                original: (
                  <button
                    type="button"
                    className="text-navy-700 underline underline-offset-2"
                    onClick={() => onOpen(original.id)}
                    disabled={dirty}
                  >
                    “{original.title}”
                  </button>
                ),
              },
            )}
          </p>
        ) : null}
        {family.length > 0 ? (
          <p className="mt-1 text-sm text-slate-700">
            {intl.formatMessage({ id: 'admin.editor.otherLanguages' })}{' '}
            {family.map((other, i) => (
              <span key={other.id}>
                {i > 0 ? ' · ' : ''}
                <button
                  type="button"
                  className="text-navy-700 underline underline-offset-2 disabled:no-underline disabled:opacity-60"
                  onClick={() => onOpen(other.id)}
                  disabled={dirty}
                  title={dirty ? intl.formatMessage({ id: 'admin.editor.saveFirst' }) : undefined}
                >
                  {contentLanguageNames[other.language]} (
                  {intl.formatMessage(
                    { id: 'admin.articles.statusLower' },
                    { status: other.status },
                  )}
                  )
                </button>
              </span>
            ))}
          </p>
        ) : null}
      </div>

      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-6">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={intl.formatMessage({ id: 'admin.content.title' })}
            error={localizer.text(errors.title?.message)}
            {...form.register('title', {
              onChange: (event: { target: { value: string } }) => {
                if (slugFollowsTitle) {
                  form.setValue('slug', slugFromTitle(event.target.value));
                }
              },
            })}
          />
          <div className="min-w-0 space-y-1">
            <TextField
              label={intl.formatMessage({ id: 'admin.editor.address' })}
              hint={intl.formatMessage({ id: 'admin.editor.addressHint' })}
              autoCapitalize="none"
              spellCheck={false}
              error={localizer.text(errors.slug?.message)}
              {...form.register('slug', {
                onChange: (event: { target: { value: string } }) => {
                  setSlugFollowsTitle(event.target.value.trim() === '');
                },
              })}
            />
            <p className="text-xs break-all text-slate-600" data-testid="article-address">
              {origin}
              {/* As typed, not percent-encoded: the author reads the address being made. */}
              {decodeURIComponent(articlePath(slugShown || '…'))}
            </p>
          </div>
        </div>
        <TextareaField
          label={intl.formatMessage({ id: 'admin.editor.excerpt' })}
          rows={2}
          hint={intl.formatMessage({ id: 'admin.editor.excerptHint' })}
          error={localizer.text(errors.excerpt?.message)}
          {...form.register('excerpt')}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={intl.formatMessage({ id: 'admin.editor.category' })}
            options={articleCategories.map((c) => ({ value: c, label: categoryName(c) }))}
            error={localizer.text(errors.category?.message)}
            {...form.register('category')}
          />
          <SelectField
            label={intl.formatMessage({ id: 'language.label' })}
            options={languageOptions}
            error={localizer.text(errors.language?.message)}
            {...form.register('language')}
          />
          <SelectField
            label={intl.formatMessage({ id: 'admin.articles.statusFilter' })}
            options={articleStatuses.map((s) => ({
              value: s,
              label: intl.formatMessage({ id: 'admin.articles.status' }, { status: s }),
            }))}
            error={localizer.text(errors.status?.message)}
            {...form.register('status')}
          />
          {values.status === 'scheduled' ? (
            <TextField
              label={intl.formatMessage({ id: 'admin.editor.publishAt' })}
              type="datetime-local"
              hint={intl.formatMessage({ id: 'admin.editor.publishAtHint' })}
              error={localizer.text(errors.publishedAt?.message)}
              {...form.register('publishedAt')}
            />
          ) : values.status === 'published' && current?.publishedAt && visible ? (
            <p className="self-end pb-2 text-sm text-slate-700">
              {intl.formatMessage(
                { id: 'admin.editor.publishedOn' },
                { date: format.shortDate(current.publishedAt) },
              )}
            </p>
          ) : null}
        </div>
        <CheckboxField
          label={intl.formatMessage({ id: 'admin.content.featured' })}
          hint={intl.formatMessage({ id: 'admin.editor.featuredHint' })}
          {...form.register('featured')}
        />
        <Controller
          control={form.control}
          name="coverImage"
          render={({ field, fieldState }) => (
            <CoverField
              value={field.value}
              error={localizer.text(fieldState.error?.message)}
              onChange={field.onChange}
            />
          )}
        />
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <TextareaField
            label={intl.formatMessage({ id: 'admin.editor.content' })}
            rows={24}
            className="font-mono text-sm"
            hint={
              <>
                {intl.formatMessage({ id: 'admin.editor.contentHint' })}{' '}
                <span data-testid="read-time">
                  {intl.formatMessage(
                    { id: 'admin.editor.readTime' },
                    { count: readTimeOf(values.content) },
                  )}
                </span>
              </>
            }
            error={localizer.text(errors.content?.message)}
            {...form.register('content')}
          />
          <div className="min-w-0 space-y-2">
            <h3 className="text-sm leading-none font-medium text-navy-900">
              {intl.formatMessage({ id: 'admin.editor.preview' })}
            </h3>
            <div
              className="max-h-[40rem] min-h-48 overflow-y-auto rounded-md border border-navy-200 bg-white p-4"
              aria-busy={preview.isFetching || undefined}
              data-testid="article-preview"
            >
              {!values.content.trim() ? (
                <p className="text-slate-600">
                  {intl.formatMessage({ id: 'admin.editor.previewEmpty' })}
                </p>
              ) : preview.isError && !preview.data ? (
                <p role="alert" className="text-red-700">
                  {failure(preview.error, 'admin.newsletter.previewFailed')}
                </p>
              ) : preview.data ? (
                <ArticleBody html={preview.data.html} />
              ) : (
                <Skeleton className="h-40 w-full" />
              )}
            </div>
          </div>
        </div>
      </form>

      <div className="flex flex-wrap gap-3 border-t border-navy-100 pt-4">
        <Button type="submit" form={formId} disabled={save.isPending}>
          <Save aria-hidden="true" />{' '}
          {save.isPending ? intl.formatMessage({ id: 'admin.content.saving' }) : saveLabel}
        </Button>
        {current && visible ? (
          <Button asChild variant="outline">
            <a href={current.path || articlePath(current.slug)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" /> {intl.formatMessage({ id: 'admin.editor.view' })}
              <span className="sr-only">{intl.formatMessage({ id: 'admin.editor.newTab' })}</span>
            </a>
          </Button>
        ) : null}
        {current ? (
          <Button
            variant="outline"
            onClick={() =>
              dirty
                ? toast({
                    variant: 'destructive',
                    title: intl.formatMessage({ id: 'admin.editor.saveFirst' }),
                    description: intl.formatMessage({ id: 'admin.editor.translationStarts' }),
                  })
                : setTranslating(true)
            }
          >
            <Languages aria-hidden="true" /> {intl.formatMessage({ id: 'admin.editor.translate' })}
          </Button>
        ) : null}
        {current && visible ? (
          <Button
            variant="outline"
            disabled={newsletter.isPending}
            onClick={() =>
              newsletter.mutate(current.id, {
                onSuccess: (campaign) => {
                  toast({
                    title: intl.formatMessage({ id: 'admin.editor.newsletterCreated' }),
                    description: intl.formatMessage(
                      { id: 'admin.editor.newsletterCreatedBody' },
                      { title: campaign.title },
                    ),
                  });
                  panel.openTab('newsletter');
                },
              })
            }
          >
            <Mail aria-hidden="true" />
            {intl.formatMessage({
              id: newsletter.isPending
                ? 'admin.editor.creatingNewsletter'
                : 'admin.editor.sendAsNewsletter',
            })}
          </Button>
        ) : null}
        {current ? (
          <Button variant="ghost" className="text-red-700" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" /> {intl.formatMessage({ id: 'admin.content.delete' })}
          </Button>
        ) : null}
      </div>

      {discardDialog}
      {current ? (
        <TranslateDialog
          open={translating}
          onOpenChange={setTranslating}
          article={current}
          articles={articles}
          onCreated={(created) => {
            setTranslating(false);
            onOpen(created.id);
          }}
        />
      ) : null}
      <DeleteDialog
        item={deleting ? (current ?? null) : null}
        kind="article"
        remove={remove}
        onClose={() => setDeleting(false)}
        onDeleted={onClose}
      >
        {intl.formatMessage(
          { id: visible ? 'admin.articles.deleteVisibleBody' : 'admin.articles.deleteBody' },
          { title: current?.title ?? '' },
        )}
      </DeleteDialog>
    </section>
  );
}

/** The cover of an article: the uploaded image is shown while the editor is open. */
function CoverField({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error: string | undefined;
  onChange: (key: string | null) => void;
}) {
  const intl = useIntl();
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <ImageUpload
      label={intl.formatMessage({ id: 'admin.editor.coverOptional' })}
      value={value}
      preview={preview}
      error={error}
      onChange={(media) => {
        setPreview(media?.url ?? null);
        onChange(media?.key ?? null);
      }}
    />
  );
}

function TranslateDialog({
  open,
  onOpenChange,
  article,
  articles,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  article: AdminArticle;
  articles: readonly AdminArticle[];
  onCreated: (article: AdminArticle) => void;
}) {
  const intl = useIntl();
  const failure = useFailureMessage();
  const translate = useTranslateArticle();
  const choices = missingLanguages(article, articles);
  const [language, setLanguage] = useState<ContentLanguage | ''>('');
  const chosen = language && choices.includes(language) ? language : (choices[0] ?? '');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md p-6">
        <DialogTitle>{intl.formatMessage({ id: 'admin.translate.title' })}</DialogTitle>
        <DialogDescription className="mt-2">
          {intl.formatMessage({ id: 'admin.translate.description' })}
        </DialogDescription>
        {choices.length === 0 ? (
          <p className="mt-4 text-slate-700">
            {intl.formatMessage({ id: 'admin.translate.complete' })}
          </p>
        ) : (
          <div className="mt-4">
            <SelectField
              label={intl.formatMessage({ id: 'language.label' })}
              options={choices.map((value) => ({ value, label: contentLanguageNames[value] }))}
              value={chosen}
              onChange={(event) => setLanguage(event.target.value as ContentLanguage)}
            />
          </div>
        )}
        {translate.isError ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {failure(translate.error, 'admin.translate.failed')}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{intl.formatMessage({ id: 'admin.content.cancel' })}</Button>
          </DialogClose>
          {chosen ? (
            <Button
              disabled={translate.isPending}
              onClick={() =>
                translate.mutate(
                  { id: article.id, language: chosen },
                  {
                    onSuccess: (created) => {
                      toast({
                        title: intl.formatMessage({ id: 'admin.translate.created' }),
                        description: intl.formatMessage(
                          { id: 'admin.translate.createdBody' },
                          { language: contentLanguageNames[chosen] },
                        ),
                      });
                      onCreated(created);
                    },
                  },
                )
              }
            >
              {intl.formatMessage({
                id: translate.isPending ? 'admin.translate.creating' : 'admin.translate.create',
              })}
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
