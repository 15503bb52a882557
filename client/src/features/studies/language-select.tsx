import { languageOptions, type StudyLanguage } from '@content/studies';
import { useIntl } from 'react-intl';
import { cn } from '@client/lib/utils';

/** The three study languages as a row of toggle buttons, each named in its own language. */
export function LanguageSelect({
  value,
  onChange,
  className,
}: {
  value: StudyLanguage;
  onChange: (language: StudyLanguage) => void;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'studies.language' })}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {languageOptions.map((option) => {
        const active = option.code === value;
        return (
          <button
            key={option.code}
            type="button"
            lang={option.code}
            aria-pressed={active}
            onClick={() => onChange(option.code)}
            className={cn(
              'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors',
              active
                ? 'border-navy-800 bg-navy-800 text-white'
                : 'border-navy-300 bg-white text-navy-800 hover:bg-navy-50',
            )}
          >
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
