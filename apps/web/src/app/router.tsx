import { lazy } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { SITE_NAME, pageTitle } from '../lib/use-document-title';
import { RouteTitle } from './route-title';

// Each route module is its own chunk; only the shell ships in the first download.
const HomeRoute = lazy(() => import('./routes/home'));
const BotDetailRoute = lazy(() => import('./routes/bot-detail'));
const BrowseRoute = lazy(() => import('./routes/browse'));
const TrendingRoute = lazy(() => import('./routes/trending'));
const FeaturedRoute = lazy(() => import('./routes/featured'));
const NewReleasesRoute = lazy(() => import('./routes/new-releases'));
const SubmitRoute = lazy(() => import('./routes/submit'));
const DashboardRoute = lazy(() => import('./routes/dashboard'));
const AdminRoute = lazy(() => import('./routes/admin'));
const PrivacyRoute = lazy(() => import('./routes/privacy'));
const TermsRoute = lazy(() => import('./routes/terms'));
const ApiDocsRoute = lazy(() => import('./routes/api-docs'));
const DeveloperGuideRoute = lazy(() => import('./routes/developer-guide'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

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

export function AppRouter() {
  return <RouterProvider router={router} />;
}
