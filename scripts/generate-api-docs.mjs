// Writes docs/http-api.md and the web's API page data from the route descriptions beside each
// controller (`*.openapi.ts`), on the built api: `npm run docs:api` builds it first.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { apiDocsFiles } = require(join(root, 'apps/api/dist/api-docs-files.js'));

for (const [file, content] of Object.entries(apiDocsFiles())) {
  writeFileSync(join(root, file), content);
  console.log(`wrote ${file}`);
}
