import * as fs from 'node:fs';
import * as path from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { TestApp } from '@api/testing/test-app';
import { documentedRoutes, toColonPath } from './openapi-routes';

const ROOT = path.resolve(__dirname, '../../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** `| GET | /api/bots/:id | ...` rows of the Markdown tables. */
function markdownRoutes(markdown: string): Set<string> {
  const rows = markdown.matchAll(/^\| (GET|POST|PUT|DELETE|PATCH) \| (\S+) \|/gm);
  return new Set([...rows].map(([, method, route]) => `${method} ${route}`));
}

/** `GET /api/bots` for each endpoint of the web page's (generated) endpoint list. */
function webPageRoutes(json: string): string[] {
  const endpoints = JSON.parse(json) as { method: string; path: string }[];
  return endpoints.map(({ method, path: route }) => `${method} ${route}`);
}

describe('the API docs agree with the OpenAPI document', () => {
  let app: TestApp;
  let documented: string[];

  beforeAll(async () => {
    app = await TestApp.start();
    const answer = await app.request<OpenAPIObject>('GET', '/api/openapi.json');
    documented = documentedRoutes(answer.body).map(toColonPath);
  });
  afterAll(() => app.stop());

  it('docs/http-api.md lists every documented route', () => {
    const listed = markdownRoutes(read('docs/http-api.md'));
    expect(listed.size).toBeGreaterThan(20);
    expect(documented.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('every endpoint on the web "API Documentation" page exists', () => {
    const onPage = webPageRoutes(
      read('apps/web/src/features/docs/components/api-endpoints.generated.json'),
    );
    expect(onPage.length).toBeGreaterThan(5);
    expect(onPage.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('reads the routes the way the docs write them (the checks above can fail)', () => {
    expect(markdownRoutes('| GET | /api/nope/:id | x |\n| POST | /api/x | |')).toEqual(
      new Set(['GET /api/nope/:id', 'POST /api/x']),
    );
    expect(webPageRoutes('[{ "method": "GET", "path": "/api/nope" }]')).toEqual(['GET /api/nope']);
    expect(documented).not.toContain('GET /api/nope');
  });
});
