import type { AdminArticle, ContentLanguage } from '@contract/publishing';
import { ArrowLeft } from 'lucide-react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAdminArticle } from '../api/publishing';
import { EditorForm } from './editor-form';

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
