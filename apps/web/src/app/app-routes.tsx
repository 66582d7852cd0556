import { Navigate, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_ROUTE, PAGE_ROUTES, type PageModule, type PageRoute } from '@botdir/contracts';
import { AppLayout } from '../components/layout/app-layout';
import { lazyRoute, type LazyRoute } from './lazy-route';
import { RouteTitle } from './route-title';

// Each route module is its own chunk; only the shell ships in the first download.
const MODULES: Record<PageModule, LazyRoute> = {
  home: lazyRoute(() => import('./routes/home')),
  'bot-detail': lazyRoute(() => import('./routes/bot-detail')),
  'bot-vote': lazyRoute(() => import('./routes/bot-vote')),
  browse: lazyRoute(() => import('./routes/browse')),
  tag: lazyRoute(() => import('./routes/tag')),
  developer: lazyRoute(() => import('./routes/developer')),
  trending: lazyRoute(() => import('./routes/trending')),
  featured: lazyRoute(() => import('./routes/featured')),
  'new-releases': lazyRoute(() => import('./routes/new-releases')),
  submit: lazyRoute(() => import('./routes/submit')),
  dashboard: lazyRoute(() => import('./routes/dashboard')),
  admin: lazyRoute(() => import('./routes/admin')),
  privacy: lazyRoute(() => import('./routes/privacy')),
  terms: lazyRoute(() => import('./routes/terms')),
  'api-docs': lazyRoute(() => import('./routes/api-docs')),
  'developer-guide': lazyRoute(() => import('./routes/developer-guide')),
  'not-found': lazyRoute(() => import('./routes/not-found')),
};

function pageRoute(route: PageRoute): RouteObject {
  if (route.redirectTo) {
    return { path: route.path, element: <Navigate to={route.redirectTo} replace /> };
  }
  const Page = MODULES[route.module];
  // A page without a fixed title (a bot's) sets its own once its data is in.
  const element = route.title ? (
    <RouteTitle title={route.title}>
      <Page />
    </RouteTitle>
  ) : (
    <Page />
  );
  return { path: route.path, element };
}

/** The router's table: every page of PAGE_ROUTES inside the layout, then Page Not Found. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...Object.values(PAGE_ROUTES), NOT_FOUND_ROUTE].map(pageRoute),
  },
];
