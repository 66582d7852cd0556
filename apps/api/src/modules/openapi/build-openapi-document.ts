import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  ParameterObject,
  PathItemObject,
  ResponsesObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { apiDescription, SECURITY_SCHEMES } from './openapi-components';
import { OPENAPI_SCHEMAS } from './openapi-schemas';
import { API_SECTIONS, sectionDescription } from './api-sections';
import type { DescribedRoute } from './described-routes';

const ERROR_SCHEMA = { $ref: '#/components/schemas/ApiError' };

function pathParams(path: string): ParameterObject[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name: name as string,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function responsesOf(route: DescribedRoute): ResponsesObject {
  const { status, description, schema } = route.doc.answer;
  const responses: ResponsesObject = {
    [status]: schema
      ? { description, content: { 'application/json': { schema } } }
      : { description },
  };
  for (const { status: errorStatus, codes } of route.errors) {
    responses[errorStatus] = {
      description: codes.join(', '),
      content: { 'application/json': { schema: ERROR_SCHEMA } },
    };
  }
  return responses;
}

function operationOf(route: DescribedRoute): OperationObject {
  const { doc } = route;
  const description = [doc.description, ...route.limits].filter(Boolean).join('\n\n');
  const operation: OperationObject = {
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    tags: [route.section],
    summary: doc.summary,
    parameters: [...pathParams(route.path), ...(doc.query ?? [])],
    security: route.auth ? [{ [route.auth]: [] }] : [],
    responses: responsesOf(route),
  };
  if (description) operation.description = description;
  if (route.body) {
    operation.requestBody = {
      required: !doc.body?.optional,
      content: { 'application/json': { schema: route.body } },
    };
  }
  return operation;
}

/** The OpenAPI 3 document of the api, from the routes and their descriptions beside them. */
export function buildOpenApiDocument(routes: readonly DescribedRoute[]): OpenAPIObject {
  const paths: Record<string, PathItemObject> = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= {});
    item[route.method.toLowerCase() as 'get'] = operationOf(route);
  }
  return {
    openapi: '3.0.0',
    info: { title: 'Discord bot directory API', description: apiDescription(routes), version: '1' },
    tags: API_SECTIONS.map((section) => ({
      name: section.name,
      description: sectionDescription(section),
    })),
    paths,
    components: { schemas: OPENAPI_SCHEMAS, securitySchemes: SECURITY_SCHEMES },
  };
}
