import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Brings the element the URL's #hash names into view once it is rendered (links to a card). */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
