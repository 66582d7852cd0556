import { Injectable, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, HttpAdapterHost, MetadataScanner, Reflector } from '@nestjs/core';
import express, { type Request, type Response } from 'express';
import {
  PUBLIC_CACHE_POLICY,
  PUBLIC_CORS_POLICY,
  RATE_LIMIT_POLICY,
  type PublicCacheOptions,
  type RateLimitPolicy,
} from './route-policy.decorators';

/** What a route declared next to its handler (null: nothing declared, which a test refuses). */
export interface RoutePolicy {
  rateLimit: RateLimitPolicy | null;
  publicCache: PublicCacheOptions | null;
  publicCors: boolean;
}

export interface DeclaredRoute {
  /** `GET /api/bots/:id`: the method and the path as Nest registered it with Express. */
  id: string;
  method: string;
  path: string;
  policy: RoutePolicy;
}

export interface RouteMatch {
  route: DeclaredRoute;
  params: Readonly<Record<string, string>>;
}

type Matchable = { method: string; url: string; matched?: RouteMatch; params?: object };
const noop = () => undefined;

/**
 * Every route of the app with its policy, matched the way Express dispatches: an Express router
 * holding the same paths in Nest's registration order, with the app's own case and trailing-slash
 * settings. So `/API/BOTS/SUBMIT`, `/api/bots/submit/` and `/api/bots/%35` find the route (and the
 * policy) that Express would run, and no spelling reaches a handler with another route's policy.
 */
@Injectable()
export class RouteTable {
  private routes: DeclaredRoute[] | null = null;
  private router: express.Router | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  list(): readonly DeclaredRoute[] {
    return this.build().routes;
  }

  /** The route Express would run for this method and URL (HEAD finds GET routes), or null. */
  match(method: string, url: string): RouteMatch | null {
    const probe: Matchable = { method, url };
    try {
      // Route handlers below record the match synchronously and never call next.
      this.build().router(probe as unknown as Request, {} as Response, noop);
    } catch {
      return null;
    }
    return probe.matched ?? null;
  }

  private build(): { routes: DeclaredRoute[]; router: express.Router } {
    if (this.routes && this.router) return { routes: this.routes, router: this.router };
    const app = this.adapterHost.httpAdapter.getInstance<express.Application>();
    const router = express.Router({
      caseSensitive: app.enabled('case sensitive routing'),
      strict: app.enabled('strict routing'),
    });
    const routes = this.discover();
    for (const route of routes) {
      const record = (req: Request) => {
        const params = { ...req.params } as Record<string, string>;
        (req as unknown as Matchable).matched = { route, params };
      };
      const entry = router.route(route.path);
      if (route.method === 'ALL') entry.all(record);
      else entry[routeVerb(route.method)](record);
    }
    this.routes = routes;
    this.router = router;
    return { routes, router };
  }

  private discover(): DeclaredRoute[] {
    const routes: DeclaredRoute[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      const prefixes = asArray(Reflect.getMetadata(PATH_METADATA, metatype) as string | string[]);
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const policy = this.policyOf(handler, metatype);
        for (const prefix of prefixes) {
          for (const path of asArray(paths)) {
            const full = joinPaths(prefix, path);
            routes.push({ id: `${verb} ${full}`, method: verb, path: full, policy });
          }
        }
      }
    }
    return routes;
  }

  private policyOf(handler: object, controller: object): RoutePolicy {
    const targets = [handler, controller] as Array<() => void>;
    return {
      rateLimit:
        this.reflector.getAllAndOverride<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, targets) ??
        null,
      publicCache:
        this.reflector.getAllAndOverride<PublicCacheOptions | undefined>(
          PUBLIC_CACHE_POLICY,
          targets,
        ) ?? null,
      publicCors:
        this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_CORS_POLICY, targets) === true,
    };
  }
}

function routeVerb(
  method: string,
): 'get' | 'post' | 'put' | 'delete' | 'patch' | 'options' | 'head' {
  return method.toLowerCase() as 'get';
}

const asArray = (value: string | string[] | undefined): string[] =>
  value === undefined ? [''] : Array.isArray(value) ? value : [value];

/** Nest's own composition: each part with a leading slash, no trailing slash, `/` when empty. */
function joinPaths(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '')
    .join('/');
  return `/${joined}`;
}
