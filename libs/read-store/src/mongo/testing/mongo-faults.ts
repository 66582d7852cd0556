/**
 * Fault injection around the projector's MongoDB calls: wraps a connection (a real mongoose
 * Connection, or the in-memory stand-in where no server can run) so that chosen calls of chosen
 * collections throw the driver's own errors (mongo-errors.ts), either before the call reaches the
 * collection or after it was applied and its answer lost.
 */
export type FaultMoment = 'before' | 'after';

export type FaultedMethod =
  'bulkWrite' | 'updateOne' | 'replaceOne' | 'insertOne' | 'findOne' | 'find';

export interface Fault {
  /** Collection names the fault hits (a generation's collections are `bots_g…` and so on). */
  collection: RegExp;
  method: FaultedMethod;
  /** before: nothing reaches the server; after: the server applied the call, its reply was lost. */
  moment: FaultMoment;
  error: () => Error;
  /** Calls that fail before the fault clears by itself; unlimited until `clear()` when omitted. */
  times?: number;
}

const FAULTED = new Set<string>([
  'bulkWrite',
  'updateOne',
  'replaceOne',
  'insertOne',
  'findOne',
  'find',
]);

export class FaultPlan {
  private faults: (Fault & { left: number })[] = [];
  /** Every error thrown, in order. */
  readonly thrown: Error[] = [];

  inject(fault: Fault): this {
    this.faults.push({ ...fault, left: fault.times ?? Number.POSITIVE_INFINITY });
    return this;
  }

  clear(): void {
    this.faults = [];
  }

  /** The error this call meets, if a fault is still active for it. */
  take(collection: string, method: string, moment: FaultMoment): Error | null {
    const fault = this.faults.find(
      (candidate) =>
        candidate.left > 0 &&
        candidate.method === method &&
        candidate.moment === moment &&
        candidate.collection.test(collection),
    );
    if (!fault) return null;
    fault.left -= 1;
    const error = fault.error();
    this.thrown.push(error);
    return error;
  }
}

/** A cursor whose first read fails, as a find does when its server cannot be reached. */
function failingCursor(error: Error) {
  const cursor = {
    sort: () => cursor,
    project: () => cursor,
    skip: () => cursor,
    limit: () => cursor,
    toArray: () => Promise.reject(error),
    [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(error) }),
  };
  return cursor;
}

function faultyCollection<C extends object>(collection: C, name: string, plan: FaultPlan): C {
  return new Proxy(collection, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (typeof property !== 'string' || !FAULTED.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const before = plan.take(name, property, 'before');
        if (property === 'find') return before ? failingCursor(before) : value.apply(target, args);
        if (before) return Promise.reject(before);
        // Applied (or refused) by the collection; a fault `after` replaces whatever it answered.
        const answerLost = (answer: () => unknown) => {
          const after = plan.take(name, property, 'after');
          if (after) throw after;
          return answer();
        };
        return (value.apply(target, args) as Promise<unknown>).then(
          (result) => answerLost(() => result),
          (error: unknown) =>
            answerLost(() => {
              throw error;
            }),
        );
      };
    },
  });
}

/** The same connection, whose collections meet the plan's faults. */
export function withFaults<T extends { collection(name: string): unknown }>(
  connection: T,
  plan: FaultPlan,
): T {
  return new Proxy(connection, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property !== 'collection') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (name: string) => faultyCollection(target.collection(name) as object, name, plan);
    },
  });
}
