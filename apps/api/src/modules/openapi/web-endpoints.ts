import type { DescribedRoute } from './described-routes';
import { colonPath, errorsLine } from './http-api-markdown';

/** One endpoint of the web "API Documentation" page (apps/web's `Endpoint`). */
export interface WebEndpoint {
  method: string;
  path: string;
  summary: string;
  params?: { name: string; description: string }[];
  answer: string;
  example?: string;
}

function paramsOf(route: DescribedRoute): WebEndpoint['params'] {
  const query = (route.doc.query ?? []).map((param) => ({
    name: param.name,
    description: param.description ?? '',
  }));
  const body = Object.entries(route.doc.body?.fields ?? {}).map(([name, description]) => ({
    name,
    description,
  }));
  const params = [...query, ...body];
  return params.length > 0 ? params : undefined;
}

/** The routes marked for the web page, in the order of the docs. */
export function webEndpoints(routes: readonly DescribedRoute[]): WebEndpoint[] {
  return routes.flatMap((route) => {
    const page = route.doc.webPage;
    if (!page) return [];
    const errors = errorsLine(route);
    const endpoint: WebEndpoint = {
      method: route.method,
      path: colonPath(route.path),
      summary: page.summary ?? route.doc.summary,
      params: paramsOf(route),
      answer: [
        `${route.doc.answer.status} ${route.doc.answer.description}`,
        ...route.limits,
        errors && `Errors: ${errors}.`,
      ]
        .filter(Boolean)
        .join(' ')
        .replace(/`/g, ''),
      example: page.example,
    };
    return [JSON.parse(JSON.stringify(endpoint)) as WebEndpoint];
  });
}
