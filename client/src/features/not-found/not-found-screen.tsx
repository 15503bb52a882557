import { pathTo } from '@contract/pages';
import { useIntl } from 'react-intl';
import { TextLink } from '@client/components/text-link';

export function NotFoundScreen() {
  const intl = useIntl();
  return (
    <div className="container-page flex flex-col items-start py-16 sm:py-24">
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
        {intl.formatMessage({ id: 'notFound.heading' })}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{intl.formatMessage({ id: 'notFound.body' })}</p>
      <TextLink href={pathTo('home')} className="mt-8">
        {intl.formatMessage({ id: 'shell.returnHome' })}
      </TextLink>
    </div>
  );
}
