import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Spec section 5: the home search asks the server only for terms over 2 characters. */
const MIN_TERM_LENGTH = 3;

/**
 * The home page's filter: a search term (also from ?search=, which the navbar sets) and a
 * category that toggles. Results are shown when either is active.
 */
export function useHomeFilters() {
  const [params, setParams] = useSearchParams();
  const urlTerm = params.get('search') ?? '';
  const [text, setText] = useState(urlTerm);
  const [category, setCategory] = useState('');

  // A search from the navbar changes the URL while this page stays mounted.
  useEffect(() => {
    setText(urlTerm);
  }, [urlTerm]);

  const typed = useDebouncedValue(text.trim());
  const term = typed.length >= MIN_TERM_LENGTH ? typed : '';

  const submitSearch = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setParams({ search: trimmed }, { replace: true });
  };

  const toggleCategory = (id: string) => setCategory((current) => (current === id ? '' : id));

  const clear = () => {
    setText('');
    setCategory('');
    setParams({}, { replace: true });
  };

  return {
    urlTerm,
    text,
    setText,
    term,
    category,
    isActive: term !== '' || category !== '',
    submitSearch,
    toggleCategory,
    clear,
  };
}
