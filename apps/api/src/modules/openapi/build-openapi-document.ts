import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  ResponsesObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { API_DESCRIPTION, RATE_LIMITS_TEXT, SECURITY_SCHEMES } from './openapi-components';
import { OPENAPI_OPERATIONS } from './openapi-operations';
import { OPENAPI_SCHEMAS } from './openapi-schemas';
import type { OperationDoc } from './operation-doc';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The OpenAPI document of the running app: the paths, methods and path parameters come from
 * the registered controllers; meaning, auth, queries, bodies and answers from the route table.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Discord bot directory API')
    .setDescription(API_DESCRIPTION)
    .setVersion('1')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...OPENAPI_SCHEMAS },
    securitySchemes: SECURITY_SCHEMES,
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      const doc = OPENAPI_OPERATIONS[`${method.toUpperCase()} ${path}`];
      if (operation && doc) item[method] = describe(operation, doc);
    }
  }
  return document;
}

function describe(operation: OperationObject, doc: OperationDoc): OperationObject {
  const pathParams = (operation.parameters ?? []).filter(
    (param) => 'in' in param && param.in === 'path',
  );
  const description = [doc.description, doc.limit && RATE_LIMITS_TEXT[doc.limit]]
    .filter(Boolean)
    .join('\n\n');
  const described: OperationObject = {
    ...operation,
    tags: [doc.tag],
    summary: doc.summary,
    parameters: [...pathParams, ...(doc.query ?? [])],
    security: doc.auth ? [{ [doc.auth]: [] }] : [],
    responses: responsesOf(doc),
  };
  if (description) described.description = description;
  if (doc.body)
    described.requestBody = {
      required: true,
      content: { 'application/json': { schema: doc.body } },
    };
  else delete described.requestBody;
  return described;
}

function responsesOf(doc: OperationDoc): ResponsesObject {
  const { status, description, schema } = doc.success;
  const responses: ResponsesObject = {
    [status]: schema
      ? { description, content: { 'application/json': { schema } } }
      : { description },
  };
  const errorSchema = { $ref: '#/components/schemas/ApiError' };
  for (const [errorStatus, codes] of Object.entries(doc.errors ?? {})) {
    responses[errorStatus] = {
      description: codes,
      content: { 'application/json': { schema: errorSchema } },
    };
  }
  if (doc.limit) {
    const code =
      doc.limit === 'stats'
        ? 'STATS.COOLDOWN'
        : doc.limit === 'votes'
          ? 'VOTE.COOLDOWN'
          : 'RATE_LIMIT.EXCEEDED';
    responses['429'] ??= {
      description: code,
      content: { 'application/json': { schema: errorSchema } },
    };
  }
  return responses;
}
