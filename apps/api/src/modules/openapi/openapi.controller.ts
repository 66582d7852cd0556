import { Controller, Get, Header } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { PublicCors, RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { OpenApiDocument } from './openapi-document';

@Controller('api')
export class OpenApiController {
  constructor(private readonly document: OpenApiDocument) {}

  // Public and open to any site; browsers and proxies keep it (it changes only with a deploy).
  @RateLimit('reads')
  @PublicCors()
  @Get('openapi.json')
  @Header('Cache-Control', 'public, max-age=300')
  openApi(): OpenAPIObject {
    return this.document.get();
  }
}
