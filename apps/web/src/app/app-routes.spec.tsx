/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_ROUTE, PAGE_ROUTES } from '@botdir/contracts';
import { STATIC_PAGES, matchRoute } from '@api/infrastructure/http/spa/page-routes';
import { appRoutes } from './app-routes';

/** The paths the router declares, in its order. */
const routerPaths = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routerPaths(route.children ?? []),
  ]);

/** A concrete address for a declared path (`/bot/:id` → `/bot/7`, `/tags/:tag` → `/tags/music`). */
const USER_ID = '111111111111111111';
const addressOf = (path: string) =>
  path.replace('/users/:id', `/users/${USER_ID}`).replace(':id', '7').replace(':tag', 'music');

describe('the router and the server answer the same pages', () => {
  const declared = routerPaths(appRoutes).filter((path) => path !== NOT_FOUND_ROUTE.path);

  it('every page the router shows is a page the server answers (not its 404)', () => {
    for (const path of declared) {
      expect({ path, served: matchRoute(addressOf(path)) !== null }).toEqual({
        path,
        served: true,
      });
    }
  });

  it('every page the server answers is a page of the router (not its Page Not Found)', () => {
    for (const page of STATIC_PAGES) {
      const matched = matchRoutes(appRoutes, page.path)?.at(-1)?.route.path;
      expect({ path: page.path, matched }).toEqual({ path: page.path, matched: page.path });
    }
    expect(matchRoutes(appRoutes, '/bot/7')?.at(-1)?.route.path).toBe(PAGE_ROUTES.bot.path);
  });

  it('the server titles each page as the router does', () => {
    for (const route of Object.values(PAGE_ROUTES)) {
      const match = matchRoute(addressOf(route.path));
      if (match?.kind === 'page') expect(match.page.title).toBe(route.title);
      else if (route.path === PAGE_ROUTES.developer.path)
        expect(match).toEqual({ kind: 'developer', userId: USER_ID });
      else if (route.path === PAGE_ROUTES.tag.path)
        expect(match).toEqual({ kind: 'tag', tag: 'music' });
      else if (route.path === PAGE_ROUTES.botVote.path)
        expect(match).toEqual({ kind: 'botVote', ref: { kind: 'id', id: 7 }, segment: '7' });
      else expect(match).toEqual({ kind: 'bot', ref: { kind: 'id', id: 7 }, segment: '7' });
    }
  });
});
