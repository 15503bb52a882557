import {
  articleStatuses,
  contentLanguageNames,
  contentLanguages,
  type AdminArticle,
  type ArticleStatus,
  type ContentLanguage,
} from '@contract/publishing';
import { CornerDownRight, ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';
import { useAdminArticles, useDeleteArticle } from '../api/publishing';
import { ArticleEditor } from './article-editor';
import { usePageFormat } from '@client/lib/format';
import { groupTranslations, isVisible, statusKind, statusLabel } from './editing';
import { ContentHeader, DeleteDialog, FeaturedBadge, RowActions } from './parts';

type Filter<T extends string> = T | 'all';

/** The list's filters: kept by the tab, so that they are still set when the editor closes. */
interface Filters {
  language: Filter<ContentLanguage>;
  status: Filter<ArticleStatus>;
}

const badgeStyle: Record<ArticleStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-gold-100 text-gold-800',
  published: 'bg-green-100 text-green-800',
};

function StatusBadge({ article }: { article: AdminArticle }) {
  const intl = useIntl();
  const now = new Date();
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        badgeStyle[statusKind(article, now)],
      )}
      data-testid="article-status"
    >
      {statusLabel(article, now, intl)}
    </span>
  );
}

/** The admin's articles, each original with its translations, and the editor. */
export function ArticlesTab() {
  const [open, setOpen] = useState<{ id: number | undefined } | null>(null);
  const [filters, setFilters] = useState<Filters>({ language: 'all', status: 'all' });
  const articles = useAdminArticles();

  if (open) {
    return (
      <ArticleEditor
        id={open.id}
        language={filters.language === 'all' ? 'en' : filters.language}
        articles={articles.data ?? []}
        onClose={() => setOpen(null)}
        onOpen={(id) => setOpen({ id })}
      />
    );
  }
  return (
    <ArticleList
      articles={articles}
      filters={filters}
      onFilters={setFilters}
      onOpen={(id) => setOpen({ id })}
    />
  );
}

function ArticleList({
  articles,
  filters,
  onFilters,
  onOpen,
}: {
  articles: ReturnType<typeof useAdminArticles>;
  filters: Filters;
  onFilters: (filters: Filters) => void;
  onOpen: (id: number | undefined) => void;
}) {
  const { language, status } = filters;
  const intl = useIntl();
  const format = usePageFormat();
  const remove = useDeleteArticle();
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const now = new Date();
  const all = articles.data ?? [];
  const byId = new Map(all.map((a) => [a.id, a]));
  const shown = all.filter(
    (a) =>
      (language === 'all' || a.language === language) &&
      (status === 'all' ||
        (status === 'published' ? isVisible(a, now) : a.status === status && !isVisible(a, now))),
  );
  const groups = groupTranslations(shown);

  return (
    <section aria-labelledby="articles-heading" className="space-y-6">
      <ContentHeader
        id="articles-heading"
        title={intl.formatMessage({ id: 'admin.tabs.articles' })}
        description={intl.formatMessage({ id: 'admin.articles.description' })}
        action={
          <Button onClick={() => onOpen(undefined)}>
            <Plus aria-hidden="true" /> {intl.formatMessage({ id: 'admin.articles.new' })}
          </Button>
        }
      />
      <div className="grid max-w-xl gap-4 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage({ id: 'language.label' })}
          value={language}
          onChange={(event) =>
            onFilters({ ...filters, language: event.target.value as Filter<ContentLanguage> })
          }
          options={[
            { value: 'all', label: intl.formatMessage({ id: 'newsletterAdmin.allLanguages' }) },
            ...contentLanguages.map((value) => ({ value, label: contentLanguageNames[value] })),
          ]}
        />
        <SelectField
          label={intl.formatMessage({ id: 'admin.articles.statusFilter' })}
          value={status}
          onChange={(event) =>
            onFilters({ ...filters, status: event.target.value as Filter<ArticleStatus> })
          }
          options={[
            { value: 'all', label: intl.formatMessage({ id: 'admin.articles.all' }) },
            ...articleStatuses.map((value) => ({
              value,
              label: intl.formatMessage({ id: 'admin.articles.status' }, { status: value }),
            })),
          ]}
        />
      </div>
      {articles.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : articles.isError ? (
        <LoadFailed
          what={intl.formatMessage({ id: 'admin.articles.what' })}
          onRetry={() => void articles.refetch()}
        />
      ) : all.length === 0 ? (
        <p className="text-slate-700">{intl.formatMessage({ id: 'admin.articles.none' })}</p>
      ) : groups.length === 0 ? (
        <p className="text-slate-700">{intl.formatMessage({ id: 'admin.articles.noMatch' })}</p>
      ) : (
        <ul className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
          {groups.map((group) => (
            <li key={group[0]?.id}>
              <ul>
                {group.map((article, i) => {
                  const original = article.originalId ? byId.get(article.originalId) : undefined;
                  return (
                    <li
                      key={article.id}
                      className={cn('flex flex-wrap items-center gap-3 p-4', i > 0 && 'pt-0 pl-8')}
                      data-testid="admin-article"
                    >
                      {article.originalId ? (
                        <CornerDownRight
                          className="size-4 shrink-0 text-navy-400"
                          aria-hidden="true"
                        />
                      ) : null}
                      <div className="min-w-0 flex-1 basis-48">
                        <h3 className="font-semibold break-words text-navy-900">
                          <button
                            type="button"
                            className="text-left hover:underline"
                            onClick={() => onOpen(article.id)}
                          >
                            {article.title}
                          </button>
                        </h3>
                        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
                          <StatusBadge article={article} />
                          <span lang={article.language}>
                            {contentLanguageNames[article.language]}
                          </span>
                          {original ? (
                            <span className="break-words">
                              {intl.formatMessage(
                                { id: 'admin.articles.translationOf' },
                                { title: original.title },
                              )}
                            </span>
                          ) : null}
                          <span>· {article.category}</span>
                          <span>
                            {intl.formatMessage(
                              { id: 'admin.articles.readTime' },
                              { count: article.readTime },
                            )}
                          </span>
                          <span>
                            {intl.formatMessage(
                              { id: 'admin.articles.changed' },
                              { date: format.dateTime(article.updatedAt) },
                            )}
                          </span>
                          {article.featured ? <FeaturedBadge /> : null}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-1">
                        <RowActions
                          name={`${article.title} (${contentLanguageNames[article.language]})`}
                          onEdit={() => onOpen(article.id)}
                          onDelete={() => setDeleting(article)}
                          extra={
                            isVisible(article, now) ? (
                              <Button asChild size="icon" variant="ghost">
                                <a
                                  href={article.path}
                                  target="_blank"
                                  rel="noreferrer"
                                  aria-label={intl.formatMessage(
                                    { id: 'admin.articles.view' },
                                    { title: article.title },
                                  )}
                                >
                                  <ExternalLink aria-hidden="true" />
                                </a>
                              </Button>
                            ) : null
                          }
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <DeleteDialog
        item={deleting}
        kind="article"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        {intl.formatMessage(
          {
            id:
              deleting && isVisible(deleting, new Date())
                ? 'admin.articles.deleteVisibleBody'
                : 'admin.articles.deleteBody',
          },
          { title: deleting?.title ?? '' },
        )}
      </DeleteDialog>
    </section>
  );
}
