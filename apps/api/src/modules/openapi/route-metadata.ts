import { RequestMethod, type Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import {
  RATE_LIMIT_POLICY,
  type RateLimitPolicy,
} from '@api/infrastructure/policy/route-policy.decorators';

/** What a handler's own decorators say: method, path (OpenAPI's `{id}`), guards, rate budget. */
export interface HandlerRoute {
  handler: string;
  method: string;
  path: string;
  guards: readonly unknown[];
  rateLimit: RateLimitPolicy | null;
}

const read = <T>(key: string, target: object): T | undefined =>
  Reflect.getMetadata(key, target) as T | undefined;

const firstPath = (path: string | string[] | undefined) =>
  (Array.isArray(path) ? path[0] : path) ?? '';

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`.replace(/:(\w+)/g, '{$1}');
}

/** Every route handler of a controller, in the order its class declares them. */
export function handlerRoutes(controller: Type): HandlerRoute[] {
  const base = firstPath(read(PATH_METADATA, controller));
  const classGuards = read<unknown[]>(GUARDS_METADATA, controller) ?? [];
  const classLimit = read<RateLimitPolicy>(RATE_LIMIT_POLICY, controller) ?? null;
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype).flatMap((handler) => {
    const fn = prototype[handler];
    if (handler === 'constructor' || typeof fn !== 'function') return [];
    const method = read<RequestMethod>(METHOD_METADATA, fn);
    const path = read<string | string[]>(PATH_METADATA, fn);
    if (method === undefined || path === undefined) return [];
    return [
      {
        handler,
        method: RequestMethod[method],
        path: joinPath(base, firstPath(path)),
        guards: [...classGuards, ...(read<unknown[]>(GUARDS_METADATA, fn) ?? [])],
        rateLimit: read<RateLimitPolicy>(RATE_LIMIT_POLICY, fn) ?? classLimit,
      },
    ];
  });
}
