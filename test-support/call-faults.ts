/** What a fault does to the calls of one method. */
export interface CallFault<A extends unknown[], R> {
  /** How many calls fail, then the method answers as before. */
  times: number;
  /** Only calls whose real answer (and arguments) match fail; every call by default. */
  when?: (answer: R, args: A) => boolean;
  /** The error the caller sees, as the real client throws it. */
  error: () => Error;
}

export interface InjectedFault {
  /** How many calls failed so far. */
  readonly failed: number;
  restore(): void;
}

type AsyncMethodKeys<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/**
 * A dependency that answers, then loses the answer: the real call runs (the adapter did its work)
 * and the caller gets `error` instead, for the first `times` matching calls. For services the
 * test machine cannot run (EventStoreDB, MongoDB), with the error their client throws; Redis and
 * SQLite faults are real ones (redis-faults.ts). Works through the api's dependency guard, which
 * reads the method from its target on each call.
 */
export function failCalls<T extends object, K extends AsyncMethodKeys<T>>(
  target: T,
  method: K,
  fault: T[K] extends (...args: infer A) => Promise<infer R> ? CallFault<A, R> : never,
): InjectedFault {
  const original = target[method] as (...args: unknown[]) => Promise<unknown>;
  const { times, when, error } = fault as CallFault<unknown[], unknown>;
  let failed = 0;
  const faulty = async (...args: unknown[]) => {
    const answer = await original.apply(target, args);
    if (failed >= times || (when && !when(answer, args))) return answer;
    failed += 1;
    throw error();
  };
  Object.defineProperty(target, method, { value: faulty, configurable: true, writable: true });
  return {
    get failed() {
      return failed;
    },
    restore: () => {
      delete (target as Record<PropertyKey, unknown>)[method as PropertyKey];
    },
  };
}
