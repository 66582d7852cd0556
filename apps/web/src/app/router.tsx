import { lazy } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';

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
      { path: '/', element: <HomeRoute /> },
      { path: '/bot/:id', element: <BotDetailRoute /> },
      { path: '/browse', element: <BrowseRoute /> },
      { path: '/trending', element: <TrendingRoute /> },
      { path: '/featured', element: <FeaturedRoute /> },
      { path: '/new-releases', element: <NewReleasesRoute /> },
      { path: '/submit', element: <SubmitRoute /> },
      // Some pages link to /submit-bot; the declared route is /submit.
      { path: '/submit-bot', element: <Navigate to="/submit" replace /> },
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/admin', element: <AdminRoute /> },
      { path: '/admin-test', element: <AdminRoute /> },
      { path: '/privacy', element: <PrivacyRoute /> },
      { path: '/terms', element: <TermsRoute /> },
      { path: '/api-docs', element: <ApiDocsRoute /> },
      { path: '/developer-guide', element: <DeveloperGuideRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
