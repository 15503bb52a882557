import { useIntl } from 'react-intl';

/** First focusable element of every page: jumps past the navigation to the main content. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-[60] -translate-y-[200%] rounded-md bg-gold-400 px-4 py-2 font-semibold text-navy-950 shadow-lg transition-transform focus:translate-y-0"
    >
      {intl.formatMessage({ id: 'skipLink.label' })}
    </a>
  );
}
