import { Controller, Get, Header } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { OpenApiDocument } from './openapi-document';

@Controller('api')
export class OpenApiController {
  constructor(private readonly document: OpenApiDocument) {}

  // policy: RateLimit('gets'), PublicCache (the document only changes with a deploy), PublicCors
  @Get('openapi.json')
  @Header('Cache-Control', 'public, max-age=300')
  openApi(): OpenAPIObject {
    return this.document.get();
  }
}
