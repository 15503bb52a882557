import { pathTo } from '@contract/pages';
import { TextLink } from '@client/components/text-link';

export function NotFoundScreen() {
  return (
    <div className="container-page flex flex-col items-start py-16 sm:py-24">
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="mt-4 text-lg text-slate-700">Did you forget to add the page to the router?</p>
      <TextLink href={pathTo('home')} className="mt-8">
        Return to the home page
      </TextLink>
    </div>
  );
}
