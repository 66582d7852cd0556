import { useSearchParams } from 'react-router-dom';

/**
 * One of a fixed set of choices, kept in the URL's `key` parameter so reload and Back keep it.
 * The first choice is the default and leaves the URL clean; an unknown value reads as the default.
 */
export function useUrlChoice<T extends string>(
  key: string,
  choices: readonly T[],
): [T, (choice: T) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = choices[0] as T;
  const raw = params.get(key);
  const value = choices.find((choice) => choice === raw) ?? fallback;

  const setValue = (choice: T) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (choice === fallback) next.delete(key);
        else next.set(key, choice);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return [value, setValue];
}
