import type { ContentLanguage } from '@contract/publishing';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ArticleBody } from '@client/components/article-body';
import { Skeleton } from '@client/components/ui/skeleton';
import { useArticlePreview } from '../api/publishing';
import { useFailureMessage } from '../use-failure-message';

/** Quiet time before the preview asks the server to render the Markdown. */
const PREVIEW_DELAY_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The article's Markdown as readers will see it, rendered by the server a moment after typing. */
export function ArticlePreview({
  content,
  language,
}: {
  content: string;
  language: ContentLanguage;
}) {
  const intl = useIntl();
  const failure = useFailureMessage();
  const preview = useArticlePreview(useDebounced(content, PREVIEW_DELAY_MS), language);
  const headingId = useId();
  return (
    <div className="min-w-0 space-y-2">
      <h3 id={headingId} className="text-sm leading-none font-medium text-navy-900">
        {intl.formatMessage({ id: 'admin.editor.preview' })}
      </h3>
      {/* A long text scrolls inside the box: the keyboard reaches it to scroll it. */}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        className="max-h-[40rem] min-h-48 overflow-y-auto rounded-md border border-navy-200 bg-white p-4 focus-visible:ring-2 focus-visible:ring-navy-600 focus-visible:outline-none"
        aria-busy={preview.isFetching || undefined}
        data-testid="article-preview"
      >
        {!content.trim() ? (
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
  );
}
