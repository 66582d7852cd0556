import { useUrlParams } from './use-url-params';

/**
 * One of a fixed set of choices, kept in the URL's `key` parameter so reload and Back keep it.
 * The first choice is the default and leaves the URL clean; an unknown value reads as the default.
 */
export function useUrlChoice<T extends string>(
  key: string,
  choices: readonly T[],
): [T, (choice: T) => void] {
  const [params, changeParams] = useUrlParams();
  const fallback = choices[0] as T;
  const raw = params.get(key);
  const value = choices.find((choice) => choice === raw) ?? fallback;

  const setValue = (choice: T) =>
    changeParams((next) => {
      if (choice === fallback) next.delete(key);
      else next.set(key, choice);
      return next;
    });

  return [value, setValue];
}
