import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

/** `GET /api/bots/{id}`: one route, in OpenAPI's path syntax. */
export type RouteKey = string;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function documentedRoutes(document: OpenAPIObject): RouteKey[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * The routes Express holds, as Nest registered them. A route answering every method is Nest's
 * catch-all for middleware bound with `forRoutes('*')`, not an endpoint.
 */
export function registeredRoutes(app: INestApplication): RouteKey[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap(({ route }) => {
    const methods = Object.keys(route?.methods ?? {});
    if (!route || methods.length !== 1) return [];
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    return [`${(methods[0] as string).toUpperCase()} ${path}`];
  });
}

/** `GET /api/bots/{id}` -> `GET /api/bots/:id`, as the Markdown docs and the web page write it. */
export function toColonPath(route: RouteKey): RouteKey {
  return route.replace(/\{(\w+)\}/g, ':$1');
}
