import { isValidElement } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { SITE_NAME, pageTitle } from '../lib/use-document-title';
import { lazyRoute, type LazyRoute } from './lazy-route';
import { RouteTitle } from './route-title';

// Each route module is its own chunk; only the shell ships in the first download.
const HomeRoute = lazyRoute(() => import('./routes/home'));
const BotDetailRoute = lazyRoute(() => import('./routes/bot-detail'));
const BrowseRoute = lazyRoute(() => import('./routes/browse'));
const TrendingRoute = lazyRoute(() => import('./routes/trending'));
const FeaturedRoute = lazyRoute(() => import('./routes/featured'));
const NewReleasesRoute = lazyRoute(() => import('./routes/new-releases'));
const SubmitRoute = lazyRoute(() => import('./routes/submit'));
const DashboardRoute = lazyRoute(() => import('./routes/dashboard'));
const AdminRoute = lazyRoute(() => import('./routes/admin'));
const PrivacyRoute = lazyRoute(() => import('./routes/privacy'));
const TermsRoute = lazyRoute(() => import('./routes/terms'));
const ApiDocsRoute = lazyRoute(() => import('./routes/api-docs'));
const DeveloperGuideRoute = lazyRoute(() => import('./routes/developer-guide'));
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'));

const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      {
        path: '/',
        element: (
          <RouteTitle title={`${SITE_NAME}: Discord Bot List`}>
            <HomeRoute />
          </RouteTitle>
        ),
      },
      { path: '/bot/:id', element: <BotDetailRoute /> },
      {
        path: '/browse',
        element: (
          <RouteTitle title={pageTitle('Browse Discord Bots')}>
            <BrowseRoute />
          </RouteTitle>
        ),
      },
      {
        path: '/trending',
        element: (
          <RouteTitle title={pageTitle('Trending Discord Bots')}>
            <TrendingRoute />
          </RouteTitle>
        ),
      },
      {
        path: '/featured',
        element: (
          <RouteTitle title={pageTitle('Featured Discord Bots')}>
            <FeaturedRoute />
          </RouteTitle>
        ),
      },
      {
        path: '/new-releases',
        element: (
          <RouteTitle title={pageTitle('New Discord Bots')}>
            <NewReleasesRoute />
          </RouteTitle>
        ),
      },
      {
        path: '/submit',
        element: (
          <RouteTitle title={pageTitle('Submit Your Discord Bot')}>
            <SubmitRoute />
          </RouteTitle>
        ),
      },
      // Some pages link to /submit-bot; the declared route is /submit.
      { path: '/submit-bot', element: <Navigate to="/submit" replace /> },
      {
        path: '/dashboard',
        element: (
          <RouteTitle title={pageTitle('Your Dashboard')}>
            <DashboardRoute />
          </RouteTitle>
        ),
      },
      {
        path: '/admin',
        element: (
          <RouteTitle title={pageTitle('Admin')}>
            <AdminRoute />
          </RouteTitle>
        ),
      },
      {
        path: '/admin-test',
        element: (
          <RouteTitle title={pageTitle('Admin')}>
            <AdminRoute />
          </RouteTitle>
        ),
      },
      {
        path: '/privacy',
        element: (
          <RouteTitle title={pageTitle('Privacy Policy')}>
            <PrivacyRoute />
          </RouteTitle>
        ),
      },
      {
        path: '/terms',
        element: (
          <RouteTitle title={pageTitle('Terms of Service')}>
            <TermsRoute />
          </RouteTitle>
        ),
      },
      {
        path: '/api-docs',
        element: (
          <RouteTitle title={pageTitle('API Documentation')}>
            <ApiDocsRoute />
          </RouteTitle>
        ),
      },
      {
        path: '/developer-guide',
        element: (
          <RouteTitle title={pageTitle('Developer Guide')}>
            <DeveloperGuideRoute />
          </RouteTitle>
        ),
      },
      {
        path: '*',
        element: (
          <RouteTitle title={pageTitle('Page Not Found')}>
            <NotFoundRoute />
          </RouteTitle>
        ),
      },
    ],
  },
]);

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
