/** A small deterministic generator (mulberry32): the same stars on the server and the client. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const STAR_COUNT = 50;

const next = random(20231);
const round = (n: number, digits = 2) => Number(n.toFixed(digits));
export const stars = Array.from({ length: STAR_COUNT }, (_, i) => ({
  id: i,
  top: round(next() * 100),
  left: round(next() * 100),
  size: round(1 + next() * 2, 1),
  delay: round(next() * 4, 1),
}));

/** 50 decorative stars behind the hero (hidden from assistive technology). */
export function Stars() {
  return (
    <div aria-hidden="true" data-testid="stars" className="pointer-events-none absolute inset-0">
      {stars.map((star) => (
        <span
          key={star.id}
          className="absolute animate-pulse rounded-full bg-white"
          style={{
            top: `${star.top}%`,
            left: `${star.left}%`,
            width: `${star.size}px`,
            height: `${star.size}px`,
            animationDelay: `${star.delay}s`,
            animationDuration: '3s',
            opacity: 0.8,
          }}
        />
      ))}
    </div>
  );
}
