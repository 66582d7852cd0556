import { NOT_FOUND_ROUTE, PAGE_ROUTES, paths } from '@botdir/contracts';
import { NOT_FOUND_PAGE, STATIC_PAGES, matchRoute } from './page-routes';

describe('the server answers the pages of the one page table', () => {
  it('answers every page of the table with its title and route module', () => {
    for (const [key, route] of Object.entries(PAGE_ROUTES)) {
      if (['bot', 'botVote', 'tag', 'developer'].includes(key)) continue;
      const match = matchRoute(route.path);
      expect(match?.kind === 'page' && match.page).toMatchObject({
        path: route.path,
        title: route.title,
        module: `src/app/routes/${route.module}.tsx`,
      });
    }
  });

  it('answers a bot page at the address the web app links to, and nothing else', () => {
    const byId = { kind: 'bot', ref: { kind: 'id', id: 42 }, segment: '42' };
    expect(matchRoute(paths.bot(42))).toEqual(byId);
    expect(matchRoute(`${paths.bot(42)}/`)).toEqual(byId);
    expect(matchRoute('/bot/123456789012345678')).toMatchObject({
      ref: { kind: 'application', applicationId: '123456789012345678' },
    });
    expect(matchRoute('/bot/Melodia')).toEqual({
      kind: 'bot',
      ref: { kind: 'slug', slug: 'melodia' },
      segment: 'Melodia',
    });
    for (const hostile of [
      '/bot/0',
      '/bot/admin',
      `/bot/${'a'.repeat(65)}`,
      '/bot/%00',
      '/bot/a/b',
    ])
      expect(matchRoute(hostile)).toBeNull();
    expect(matchRoute('/no/such/page')).toBeNull();
  });

  it("answers a bot's vote page by id, application id or slug, and nothing else", () => {
    expect(matchRoute(paths.botVote(42))).toEqual({
      kind: 'botVote',
      ref: { kind: 'id', id: 42 },
      segment: '42',
    });
    expect(matchRoute('/bot/123456789012345678/vote/')).toMatchObject({
      kind: 'botVote',
      ref: { kind: 'application', applicationId: '123456789012345678' },
    });
    expect(matchRoute(paths.botVote({ id: 42, slug: 'melodia' }))).toMatchObject({
      kind: 'botVote',
      ref: { kind: 'slug', slug: 'melodia' },
    });
    for (const hostile of ['/bot/0/vote', '/bot/admin/vote', '/bot/a/vote/x', '/bot//vote'])
      expect(matchRoute(hostile)).toBeNull();
  });

  it('answers a tag page for a tag a bot could carry, and nothing for another', () => {
    expect(matchRoute(paths.tag('lo fi'))).toEqual({ kind: 'tag', tag: 'lo fi' });
    expect(matchRoute('/tags/music/')).toEqual({ kind: 'tag', tag: 'music' });
    for (const hostile of ['/tags/Music', `/tags/${'a'.repeat(25)}`, '/tags/%E0%A4%A', '/tags/a/b'])
      expect(matchRoute(hostile)).toBeNull();
  });

  it('answers a developer page for a Discord user id, and nothing for another', () => {
    const id = '111111111111111111';
    expect(matchRoute(paths.developer(id))).toEqual({ kind: 'developer', userId: id });
    for (const hostile of [
      '/users/123',
      '/users/0111111111111111111',
      '/users/abc',
      `/users/${id}/x`,
    ])
      expect(matchRoute(hostile)).toBeNull();
  });

  it('knows no page the table does not declare', () => {
    const declared = Object.values(PAGE_ROUTES).map((route) => route.path);
    expect(STATIC_PAGES.map((page) => page.path).filter((p) => !declared.includes(p))).toEqual([]);
    expect(NOT_FOUND_PAGE.title).toBe(NOT_FOUND_ROUTE.title);
  });
});
