import { isValidElement } from 'react';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { appRoutes } from './app-routes';
import type { LazyRoute } from './lazy-route';

const router = createBrowserRouter(appRoutes);

/** The lazy route inside a route's element (which may wrap it, as RouteTitle does). */
function lazyRouteIn(element: unknown): LazyRoute | null {
  if (!isValidElement(element)) return null;
  const type = element.type as Partial<LazyRoute>;
  if (typeof type.preload === 'function') return type as LazyRoute;
  return lazyRouteIn((element.props as { children?: unknown }).children);
}

/** Loads the page the visitor opened (if it is a lazy route), so the first render shows it. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(router.routes, pathname) ?? [];
  await lazyRouteIn(matches.at(-1)?.route.element)?.preload();
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
