import { useEffect, useRef, type ReactNode } from 'react';

/** The region holding toasts; F8 moves focus to it (spec section 9). */
export function NotificationArea({ children }: { children: ReactNode }) {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      const region = regionRef.current;
      const target = region?.querySelector<HTMLElement>('button') ?? region;
      target?.focus();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);

  return (
    <section ref={regionRef} aria-label="Notifications (F8)" tabIndex={-1}>
      {children}
    </section>
  );
}
