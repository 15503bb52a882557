import { useIntl } from 'react-intl';
import { usePageLanguage } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';

/**
 * Said under an item that has no translation yet and so shows its English. Inside an element
 * marked `lang="en"` (`inEnglishItem`), the note marks itself in the page's language again.
 */
export function NotTranslatedNote({
  inEnglishItem = false,
  className,
}: {
  inEnglishItem?: boolean;
  className?: string;
}) {
  const intl = useIntl();
  const lang = usePageLanguage();
  return (
    <p lang={inEnglishItem ? lang : undefined} className={cn(className, 'text-xs text-slate-600')}>
      {intl.formatMessage({ id: 'content.notTranslated' })}
    </p>
  );
}
