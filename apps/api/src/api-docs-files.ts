import 'reflect-metadata';
import { describedRoutes } from './modules/openapi/described-routes';
import { httpApiMarkdown } from './modules/openapi/http-api-markdown';
import { webEndpoints } from './modules/openapi/web-endpoints';
import { ROUTE_DOCS } from './route-docs';

/** The files `npm run docs:api` writes, relative to the repository root. */
export const API_DOCS_FILES = {
  markdown: 'docs/http-api.md',
  webEndpoints: 'apps/web/src/features/docs/components/api-endpoints.generated.json',
} as const;

/** Path -> content of every generated API doc, built from the routes' descriptions. */
export function apiDocsFiles(): Record<string, string> {
  const routes = describedRoutes(ROUTE_DOCS);
  return {
    [API_DOCS_FILES.markdown]: httpApiMarkdown(routes),
    [API_DOCS_FILES.webEndpoints]: `${JSON.stringify(webEndpoints(routes), null, 2)}\n`,
  };
}
