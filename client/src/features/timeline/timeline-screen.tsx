import { PageIntro } from '@client/components/page-intro';

export function TimelineScreen() {
  return (
    <PageIntro
      title="Biblical Timeline"
      lead="Journey through God's redemptive plan from Creation to the Kingdom"
    >
      <p className="max-w-2xl text-slate-700">
        Fifteen key events, from the Creation of Heaven and Earth to the New Heaven and New Earth,
        will be laid out here along one timeline.
      </p>
    </PageIntro>
  );
}
