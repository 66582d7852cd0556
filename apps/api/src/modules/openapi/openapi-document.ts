import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

/** Holds the document built at start, once every controller is registered. */
@Injectable()
export class OpenApiDocument {
  private built: OpenAPIObject | null = null;

  set(document: OpenAPIObject): void {
    this.built = document;
  }

  get(): OpenAPIObject {
    if (!this.built) throw new Error('The OpenAPI document is built at start, before listening');
    return this.built;
  }
}
