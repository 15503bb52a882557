import { languageOptions } from '@content/studies';
import {
  sitePageBodySchema,
  sitePageLanguages,
  sitePageStatuses,
  type AdminSitePage,
  type SitePageBody,
} from '@contract/site-pages';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SelectField, TextareaField, TextField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';
import { useUnsavedWork } from '../admin-panel';
import { useAdminSitePages, useDeleteSitePage, useSaveSitePage } from '../api/site-pages';
import { useFailureMessage } from '../use-failure-message';
import { ArticlePreview } from './article-preview';
import { ContentSection, DeleteDialog, EditorPage, RowActions } from './parts';

const languageName = (code: string) =>
  languageOptions.find((option) => option.code === code)?.name ?? code;

const blank: SitePageBody = { slug: '', language: 'en', title: '', content: '', status: 'draft' };

/** The ministry's own pages (About, Privacy Policy…), each in one language, and their editor. */
export function PagesTab() {
  const [open, setOpen] = useState<{ page: AdminSitePage | undefined } | null>(null);
  if (open) return <PageEditor initial={open.page} onClose={() => setOpen(null)} />;
  return <PageList onOpen={(page) => setOpen({ page })} />;
}

function PageList({ onOpen }: { onOpen: (page: AdminSitePage | undefined) => void }) {
  const intl = useIntl();
  const pages = useAdminSitePages();
  const remove = useDeleteSitePage();
  const [deleting, setDeleting] = useState<AdminSitePage | null>(null);
  return (
    <>
      <ContentSection
        id="pages-heading"
        title={intl.formatMessage({ id: 'admin.pages.title' })}
        description={intl.formatMessage({ id: 'admin.pages.description' })}
        addLabel={intl.formatMessage({ id: 'admin.pages.add' })}
        onAdd={() => onOpen(undefined)}
        query={pages}
        what={intl.formatMessage({ id: 'admin.pages.what' })}
        empty={intl.formatMessage({ id: 'admin.pages.none' })}
      >
        {(items) => (
          <ul className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
            {items.map((page) => (
              <li key={page.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1 basis-48">
                  <h3 lang={page.language} className="font-semibold break-words text-navy-900">
                    {page.title}
                  </h3>
                  <p className="mt-1 text-sm break-all text-slate-700">
                    {intl.formatMessage({ id: 'admin.studies.status' }, { status: page.status })} ·{' '}
                    {languageName(page.language)} · {page.path}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <RowActions
                    name={`${page.title} (${languageName(page.language)})`}
                    onEdit={() => onOpen(page)}
                    onDelete={() => setDeleting(page)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ContentSection>
      <DeleteDialog item={deleting} kind="page" remove={remove} onClose={() => setDeleting(null)}>
        {intl.formatMessage({ id: 'admin.pages.deleteBody' }, { title: deleting?.title ?? '' })}
      </DeleteDialog>
    </>
  );
}

function PageEditor({
  initial,
  onClose,
}: {
  initial: AdminSitePage | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const failure = useFailureMessage();
  const save = useSaveSitePage();
  const start: SitePageBody = initial
    ? {
        slug: initial.slug,
        language: initial.language,
        title: initial.title,
        content: initial.content,
        status: initial.status,
      }
    : blank;
  const [values, setValues] = useState<SitePageBody>(start);
  const [saved, setSaved] = useState(JSON.stringify(start));
  const [current, setCurrent] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(values) !== saved;
  useUnsavedWork(dirty);
  const set = (next: Partial<SitePageBody>) => setValues((before) => ({ ...before, ...next }));
  const errorOf = (field: string) => localizer.text(errors[field]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = sitePageBodySchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      const page = await save.mutateAsync({ ...(current ? { id: current.id } : {}), body: values });
      setCurrent(page);
      setSaved(JSON.stringify(values));
      setErrors({});
      toast({ title: intl.formatMessage({ id: 'admin.pages.saved' }), description: page.title });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrors).flatMap(([f, m]) => (m[0] ? [[f, m[0]]] : [])),
        ),
      );
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.pages.saveFailed' }),
        description: localizer.text(
          Object.values(fieldErrors)[0]?.[0] ?? failure(error, 'admin.pages.saveFailed'),
        ),
      });
    }
  };

  return (
    <EditorPage
      back={intl.formatMessage({ id: 'admin.pages.back' })}
      heading={intl.formatMessage({ id: current ? 'admin.pages.edit' : 'admin.pages.new' })}
      dirty={dirty}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      saveLabel={intl.formatMessage({ id: 'admin.studies.save' }, { status: values.status })}
      saving={save.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={intl.formatMessage({ id: 'admin.content.title' })}
          value={values.title}
          onChange={(e) => set({ title: e.target.value })}
          error={errorOf('title')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.editor.address' })}
          hint={intl.formatMessage({ id: 'admin.pages.slugHint' })}
          autoCapitalize="none"
          spellCheck={false}
          value={values.slug}
          onChange={(e) => set({ slug: e.target.value })}
          error={errorOf('slug')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'language.label' })}
          options={sitePageLanguages.map((l) => ({ value: l, label: languageName(l) }))}
          value={values.language}
          onChange={(e) => set({ language: e.target.value as SitePageBody['language'] })}
          error={errorOf('language')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'admin.studies.statusLabel' })}
          options={sitePageStatuses.map((s) => ({
            value: s,
            label: intl.formatMessage({ id: 'admin.studies.status' }, { status: s }),
          }))}
          value={values.status}
          onChange={(e) => set({ status: e.target.value as SitePageBody['status'] })}
          error={errorOf('status')}
        />
      </div>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <TextareaField
          label={intl.formatMessage({ id: 'admin.editor.content' })}
          rows={20}
          className="font-mono text-sm"
          value={values.content}
          onChange={(e) => set({ content: e.target.value })}
          error={errorOf('content')}
        />
        <ArticlePreview content={values.content} language={values.language} />
      </div>
    </EditorPage>
  );
}
