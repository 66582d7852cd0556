import generated from './api-endpoints.generated.json';

export interface EndpointParam {
  name: string;
  description: string;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  params?: EndpointParam[];
  answer: string;
  example?: string;
}

/**
 * The public API, generated with docs/http-api.md from the route descriptions beside the api's
 * controllers (`npm run docs:api`); a test in the api fails while this file is stale.
 */
export const PUBLIC_ENDPOINTS: readonly Endpoint[] = generated as Endpoint[];
