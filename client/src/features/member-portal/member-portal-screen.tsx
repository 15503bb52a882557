import { AccessRestricted } from '@client/components/access-restricted';
import { PageIntro } from '@client/components/page-intro';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';

export function MemberPortalScreen() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">Member Portal</h1>
        <Skeleton className="mt-8 h-40 w-full" />
      </div>
    );
  }
  if (!user) return <AccessRestricted />;
  return (
    <PageIntro
      title="Member Portal"
      lead="Members will hold private conversations with the ministry here, with room for attachments."
    />
  );
}
