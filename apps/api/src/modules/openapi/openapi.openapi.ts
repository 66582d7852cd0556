import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { OpenApiController } from './openapi.controller';

export const openApiDocs = describeRoutes(OpenApiController, {
  openApi: {
    section: 'Operations',
    summary: 'This OpenAPI 3 document',
    description: '`Cache-Control: public`; counts towards the GET limit.',
    answer: { status: 200, description: 'The OpenAPI 3 document of this api (JSON).' },
    webPage: { summary: 'This API as an OpenAPI 3 document, for code generators and API tools.' },
  },
});
