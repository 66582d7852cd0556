import { Navigate, RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { lazyRoute, type LazyRoute } from './lazy-route';

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

/** Loads the page the visitor opened (if it is a lazy route), so the first render shows it. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(router.routes, pathname) ?? [];
  const element = matches.at(-1)?.route.element;
  const type = (element as { type?: unknown } | undefined)?.type as Partial<LazyRoute> | undefined;
  await type?.preload?.();
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
