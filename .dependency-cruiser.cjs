/**
 * Layer rules (ARCHITECTURE invariant 11), checked by `npm run lint`:
 * modules do not import each other (only another module's public surface, its
 * `<module>/<module>.ports.ts`: the outbox's request-a-delivery and channel registration),
 * infrastructure imports no module, the domain imports only the contracts, and web features do
 * not import each other or the app shell.
 * The composition root (app.module.ts, seed/) is the one place that knows every module.
 */
const API = '^apps/api/src';
const SPEC = '\\.(spec|int\\.spec)\\.ts$';
/** A module's public surface, the one file of it other modules may import. */
const PORTS = `${API}/modules/(?<owner>[^/]+)/\\k<owner>\\.ports\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-module-to-module',
      comment:
        'A module talks to another through ports wired in AppModule or its *.ports.ts, never by import.',
      severity: 'error',
      from: { path: `${API}/modules/([^/]+)/`, pathNot: SPEC },
      to: { path: `${API}/modules/`, pathNot: [`${API}/modules/$1/`, PORTS] },
    },
    {
      name: 'api-spec-module-to-module',
      comment: 'Specs may use the shared modules/testing helpers, and nothing of another module.',
      severity: 'error',
      from: { path: [`${API}/modules/([^/]+)/.+${SPEC}`] },
      to: { path: `${API}/modules/`, pathNot: [`${API}/modules/($1|testing)/`, PORTS] },
    },
    {
      name: 'api-infrastructure-to-module',
      comment: 'Infrastructure serves the modules; they register with it (tokens, AppModule).',
      severity: 'error',
      from: { path: `${API}/infrastructure/` },
      to: { path: `${API}/modules/` },
    },
    {
      name: 'api-domain-to-framework',
      comment: 'The domain imports only @botdir/contracts (and its own domain folder).',
      severity: 'error',
      from: { path: `${API}/modules/([^/]+)/domain/`, pathNot: SPEC },
      to: { pathNot: [`${API}/modules/$1/domain/`, '^libs/contracts/'] },
    },
    {
      name: 'web-feature-to-feature',
      comment: 'No cross-feature imports: shared code lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/(features/|app/)', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
      mainFields: ['main', 'types'],
    },
  },
};
