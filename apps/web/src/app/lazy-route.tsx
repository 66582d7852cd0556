import { lazy, type ComponentType } from 'react';

type RouteModule = { default: ComponentType };

export interface LazyRoute {
  (): React.JSX.Element;
  /** Loads the module now; once loaded, the route renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A route module loaded on demand, which can also be loaded ahead: the page the visitor opened is
 * loaded before the app first renders, so the server's first view stays up until the page itself
 * replaces it, never a spinner in between.
 */
export function lazyRoute(load: () => Promise<RouteModule>): LazyRoute {
  let loaded: ComponentType | null = null;
  const remember = (module: RouteModule) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  const Route = (() => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }) as LazyRoute;
  Route.preload = () =>
    load()
      .then(remember)
      .then(() => undefined);
  return Route;
}
