import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller';
import { OpenApiDocument } from './openapi-document';

/** `GET /api/openapi.json`; the document is set by `createApp` once the routes exist. */
@Module({ controllers: [OpenApiController], providers: [OpenApiDocument] })
export class OpenApiModule {}
