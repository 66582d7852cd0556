import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { HealthController } from './health.controller';
import { healthErrors } from './health.errors';

const OK = {
  status: 200,
  description: '`{ status: "ok" }`.',
  schema: { type: 'object', properties: { status: { type: 'string' } } },
};

export const healthDocs = describeRoutes(HealthController, {
  health: {
    section: 'Operations',
    summary: 'Started (kept for existing probes; never rate-limited)',
    answer: OK,
  },
  live: { section: 'Operations', summary: 'Liveness: the process answers', answer: OK },
  ready: {
    section: 'Operations',
    summary: 'Readiness: dependencies reachable, read models fresh',
    description:
      "The 503 body also has `ready: false` and `checks`. `checks` has `eventStore`, `readStore`, `redis` (Redis topology) and `projectionLag`, each `{ ok, ms, error? }` with the driver's reason (e.g. `ECONNREFUSED: ...`, `read models are 42.0 s behind the log`).",
    answer: { status: 200, description: '`{ status: "ready", ready: true, checks }`.' },
    errors: [healthErrors.notReady()],
  },
});
