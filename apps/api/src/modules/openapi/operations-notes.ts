/** What operators reach besides the api's routes (Express middleware), and the outage answers. */
export const OPERATIONS_NOTES = `Not in the OpenAPI document (served beside the api's routes):

| Method | Path | Who | Answer |
|---|---|---|---|
| GET | /metrics | \`Authorization: Bearer <METRICS_TOKEN>\` when set | Prometheus text (401 \`METRICS.TOKEN_REQUIRED\` without the token) |
| GET | /admin/queues | the Administrator role | Bull Board (401 \`AUTH.REQUIRED\` anonymous, 403 \`AUTH.ADMINISTRATOR_ONLY\` others) |

The projector answers \`/metrics\`, \`/health/live\` and \`/health/ready\` on \`PROJECTOR_METRICS_PORT\`.

### Dependency outages
| Status | Code | When |
|---|---|---|
| 503 | \`DEPENDENCY.UNAVAILABLE\` | a store cannot be reached (the message names it): the event store (commands), the read store (queries), or the session store (Redis in the Redis topology: requests that need the session); \`Retry-After: 5\` |
| 503 | \`HEALTH.NOT_READY\` | \`/api/health/ready\` while a dependency is down or the read models lag too much |
| 401 | \`METRICS.TOKEN_REQUIRED\` | \`/metrics\` without the bearer token when \`METRICS_TOKEN\` is set |
| 403 | \`AUTH.ADMINISTRATOR_ONLY\` | \`/admin/queues\` for a user without the Administrator role |

Every answer carries \`X-Request-Id\` (the caller's, when it is a plain token of up to 64 characters), also logged on the request's log line.`;
