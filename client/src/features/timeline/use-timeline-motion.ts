import { useEffect, type RefObject } from 'react';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Cards animate into view once: after hydration, cards already on screen stay as they are,
 * cards below the fold are hidden (`data-reveal="waiting"`) and fade up the first time they
 * enter the viewport (`data-reveal="shown"`). Without JavaScript, or with reduced motion,
 * everything is simply visible.
 */
export function useRevealOnce(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root || reducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const items = [...root.querySelectorAll<HTMLElement>('[data-reveal]')];
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          const first = !seen.has(el);
          seen.add(el);
          if (entry.isIntersecting) {
            el.dataset.reveal = first ? 'static' : 'shown';
            observer.unobserve(el);
          } else if (first) {
            el.dataset.reveal = 'waiting';
          }
        }
      },
      { rootMargin: '0px 0px -10% 0px', threshold: 0.1 },
    );
    for (const item of items) observer.observe(item);
    // A fast scroll can carry a card from below the viewport to above it between two frames,
    // which the observer never reports: show any waiting card that is already above the viewport.
    let frame = 0;
    const sweep = () => {
      frame = 0;
      for (const el of items) {
        if (el.dataset.reveal === 'waiting' && el.getBoundingClientRect().bottom < 0) {
          el.dataset.reveal = 'shown';
          observer.unobserve(el);
        }
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(sweep);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      for (const item of items) item.dataset.reveal = 'static';
    };
  }, [container]);
}

/**
 * Parallax: each `[data-parallax]` element moves by a share of its distance from the middle of
 * the viewport, scaled by its speed (1 = still). One scroll listener, at most one update per
 * animation frame; off with reduced motion.
 */
export function useParallax(container: RefObject<HTMLElement | null>, strength = 0.12): void {
  useEffect(() => {
    const root = container.current;
    if (!root || reducedMotion()) return;
    const items = [...root.querySelectorAll<HTMLElement>('[data-parallax]')];
    let frame = 0;
    const update = () => {
      frame = 0;
      const middle = window.innerHeight / 2;
      for (const el of items) {
        const speed = Number(el.dataset.parallax) || 1;
        const rect = el.getBoundingClientRect();
        if (rect.bottom < -200 || rect.top > window.innerHeight + 200) continue;
        const distance = rect.top + rect.height / 2 - middle;
        const shift = Math.max(-48, Math.min(48, -distance * (speed - 1) * strength));
        el.style.transform = `translate3d(0, ${shift.toFixed(1)}px, 0)`;
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
      for (const el of items) el.style.transform = '';
    };
  }, [container, strength]);
}
