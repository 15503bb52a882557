import { contentLanguageNames, contentLanguages, type AdminArticle } from '@contract/publishing';
import { useIntl } from 'react-intl';
import { familyOf } from './editing';

/**
 * The editor's heading, with the article's original when it is a translation and its other
 * languages, each opened in the editor's place (not while there is unsaved work).
 */
export function EditorHeading({
  headingId,
  current,
  articles,
  dirty,
  onOpen,
}: {
  headingId: string;
  current: AdminArticle | undefined;
  articles: readonly AdminArticle[];
  dirty: boolean;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  const family = current
    ? articles
        .filter((a) => familyOf(a) === familyOf(current) && a.id !== current.id)
        .sort((a, b) => contentLanguages.indexOf(a.language) - contentLanguages.indexOf(b.language))
    : [];
  const original = current?.originalId
    ? articles.find((a) => a.id === current.originalId)
    : undefined;
  return (
    <div>
      <h2 id={headingId} className="font-serif text-2xl font-semibold text-navy-900">
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
                {intl.formatMessage({ id: 'admin.articles.statusLower' }, { status: other.status })}
                )
              </button>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
