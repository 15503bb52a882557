import { useHomeCopy } from './use-home-copy';

export function Mission() {
  const { mission } = useHomeCopy();
  return (
    <section aria-labelledby="mission-title" className="container-page py-16 sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="mission-title" className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
          {mission.title}
        </h2>
        <div aria-hidden="true" className="mx-auto mt-4 h-1 w-16 rounded-full bg-gold-500" />
        {mission.paragraphs.map((text) => (
          <p key={text.slice(0, 24)} className="mt-6 text-lg leading-relaxed text-slate-700">
            {text}
          </p>
        ))}
      </div>
    </section>
  );
}
