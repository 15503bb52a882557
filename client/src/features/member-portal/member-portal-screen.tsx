import { AccessRestricted } from '@client/components/access-restricted';
import { PageIntro } from '@client/components/page-intro';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';

export function MemberPortalScreen() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <Skeleton className="h-10 w-72" />
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
