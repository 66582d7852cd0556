import type { INestApplication, Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { ControllerDocs } from '@api/infrastructure/api-docs/route-doc';

/**
 * The descriptions, plus an empty one for each controller of the app that has none, so that
 * building the document names its routes as undescribed instead of leaving them out.
 */
export function withEveryController(
  app: INestApplication,
  docs: readonly ControllerDocs[],
): ControllerDocs[] {
  const described = new Set<unknown>(docs.map((doc) => doc.controller));
  const missing = app
    .get(DiscoveryService)
    .getControllers()
    .map((wrapper) => wrapper.metatype as Type)
    .filter((controller) => !described.has(controller));
  return [...docs, ...missing.map((controller) => ({ controller, routes: {} }))];
}
