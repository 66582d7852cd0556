import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts `children` once the spot comes within `margin` of the viewport (or is linked to by its
 * `id`): what is below the fold asks the api for nothing until someone scrolls to it.
 */
export function NearViewport({
  id,
  children,
  margin = '400px',
  minHeight = '12rem',
}: {
  id: string;
  children: ReactNode;
  margin?: string;
  minHeight?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => window.location.hash === `#${id}`);

  useEffect(() => {
    const element = spot.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setIsNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const onHash = () => window.location.hash === `#${id}` && setIsNear(true);
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [id, isNear, margin]);

  return (
    // The space stays reserved while the content loads (a lazy chunk, then its data): what follows
    // does not jump up and back down.
    <div ref={spot} id={id} style={{ minHeight }}>
      {isNear && children}
    </div>
  );
}
