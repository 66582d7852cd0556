import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter, preloadRoute } from './router';

/** After the browser has painted what the server sent (a frame, then a task). */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Renders the app into #root. The server's first view is painted before the app's work starts,
 * and stays until the page's own code is here (a failed load renders anyway: the route then shows
 * its loading state as usual).
 */
export function startApp(container: HTMLElement): void {
  // A transition: React renders the page in slices and lets the browser handle input between them,
  // rather than in one long task, while the first view stays on screen.
  const render = () =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <AppProviders>
            <AppRouter />
          </AppProviders>
        </StrictMode>,
      ),
    );
  const firstViewShown = container.childElementCount > 0;
  Promise.all([
    preloadRoute(window.location.pathname),
    firstViewShown ? afterFirstPaint() : null,
  ]).then(render, render);
}
