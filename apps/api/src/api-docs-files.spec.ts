import * as fs from 'node:fs';
import * as path from 'node:path';
import { Controller, Get, Post, UseGuards } from '@nestjs/common';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { describedRoutes } from '@api/modules/openapi/described-routes';
import { httpApiMarkdown } from '@api/modules/openapi/http-api-markdown';
import { API_DOCS_FILES, apiDocsFiles } from './api-docs-files';
import { ROUTE_DOCS } from './route-docs';

const ROOT = path.resolve(__dirname, '../../..');

@Controller('api/example')
class ExampleController {
  @Get()
  described() {}

  @UseGuards(LoggedInGuard)
  @Post(':id')
  forgotten() {}
}

describe('the generated API docs (docs/http-api.md, the web API page data)', () => {
  it('are what `npm run docs:api` writes from the route descriptions today', () => {
    const files = apiDocsFiles();
    expect(Object.keys(files).sort()).toEqual(Object.values(API_DOCS_FILES).sort());
    for (const [file, content] of Object.entries(files)) {
      // A failure here: run `npm run docs:api` and commit the files it wrote.
      expect({ file, content: fs.readFileSync(path.join(ROOT, file), 'utf8') }).toEqual({
        file,
        content,
      });
    }
  });

  it('change when a description changes (the check above can fail)', () => {
    const example = describeRoutes(ExampleController, {
      described: {
        section: 'Public reads',
        summary: 'An example',
        answer: { status: 200, description: 'x' },
      },
      forgotten: {
        section: 'Developer',
        summary: 'Another',
        answer: { status: 201, description: 'y' },
      },
    });
    const withExample = httpApiMarkdown(describedRoutes([...ROUTE_DOCS, example]));
    expect(withExample).not.toEqual(apiDocsFiles()[API_DOCS_FILES.markdown]);
    expect(withExample).toContain('| POST | /api/example/:id |');
  });

  it('refuse a route without a description, naming its handler', () => {
    const partial = describeRoutes(ExampleController, {
      described: {
        section: 'Public reads',
        summary: 'An example',
        answer: { status: 200, description: 'x' },
      },
    });
    expect(() => describedRoutes([...ROUTE_DOCS, partial])).toThrow(
      'Routes without a description: ExampleController.forgotten (POST /api/example/{id})',
    );
  });
});
