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
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  CheckboxField,
  SelectField,
  TextField,
  TextareaField,
} from '@client/components/ui/form-field';
import { useCategoryName } from '@client/lib/categories';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { useDeleteArticle } from '../api/publishing';
import { useUnsavedWork } from '../admin-panel';
import { ArticlePreview } from './article-preview';
import { CoverField } from './cover-field';
import {
  articleFormOf,
  isVisible,
  newArticleForm,
  resolverOf,
  validateArticle,
  type ArticleBodyOut,
  type ArticleForm,
} from './editing';
import { BackAndStatus } from './autosave';
import { EditorHeading } from './editor-heading';
import { DeleteDialog, useGuardedClose } from './parts';
import { PublishControls } from './publish-controls';
import { TranslateDialog } from './translate-dialog';
import { useArticleSave } from './use-article-save';

const languageOptions = contentLanguages.map((value) => ({
  value,
  label: contentLanguageNames[value],
}));

/** The editor's form for one article (keyed by it): fields, preview, status and actions. */
export function EditorForm({
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
  const remove = useDeleteArticle();
  const formId = useId();
  const statusId = useId();

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
  const { current, dirty, saving, submit, saveLabel, status } = useArticleSave({
    form,
    initial,
    startValues,
    values,
  });
  useUnsavedWork(dirty);

  // An unpublished draft's address follows its title until the admin types one of their own;
  // a published address stays, since links to it are out in the world.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(
    () =>
      !initial ||
      (initial.status === 'draft' &&
        (initial.originalId !== null || initial.slug === slugFromTitle(initial.title))),
  );

  const { requestClose, dialog: discardDialog } = useGuardedClose(dirty, onClose);
  const [deleting, setDeleting] = useState(false);
  const [translating, setTranslating] = useState(false);

  const visible = current ? isVisible(current, new Date()) : false;
  const slugShown = values.slug.trim() || slugFromTitle(values.title);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <section aria-labelledby={`${formId}-heading`} className="min-w-0 space-y-6">
      <BackAndStatus
        backLabel={intl.formatMessage({ id: 'admin.editor.back' })}
        onBack={requestClose}
        status={status}
        statusId={statusId}
      />
      <EditorHeading
        headingId={`${formId}-heading`}
        current={current}
        articles={articles}
        dirty={dirty}
        onOpen={onOpen}
      />

      <form id={formId} onSubmit={submit} noValidate className="space-y-6">
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
          <ArticlePreview content={values.content} language={values.language} />
        </div>
      </form>

      <PublishControls
        formId={formId}
        current={current}
        visible={visible}
        dirty={dirty}
        saving={saving}
        saveLabel={saveLabel}
        onTranslate={() => setTranslating(true)}
        onDelete={() => setDeleting(true)}
      />

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
