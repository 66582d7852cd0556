import { DependencyUnavailableError, type Dependency } from './dependency-unavailable.error';
import { isOutage } from './is-outage';

function translate(dependency: Dependency, error: unknown): unknown {
  return isOutage(error) ? new DependencyUnavailableError(dependency, error) : error;
}

/**
 * The same adapter, whose outage errors (thrown or rejected) become DependencyUnavailableError,
 * so every caller answers 503 with the dependency's code; other errors pass through unchanged.
 */
export function guardDependency<T extends object>(dependency: Dependency, target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(object, args);
          return result instanceof Promise
            ? result.catch((error: unknown) => Promise.reject(translate(dependency, error)))
            : result;
        } catch (error) {
          throw translate(dependency, error);
        }
      };
    },
  });
}
