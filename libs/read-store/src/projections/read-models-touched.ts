import type { ProjectionName } from './projection';
import { PROJECTIONS } from './projections';

/** The read models an event of this type may change (none for types no projection folds). */
export function readModelsTouchedBy(eventType: string): readonly ProjectionName[] {
  return PROJECTIONS.filter((projection) => projection.eventTypes.has(eventType)).map(
    (projection) => projection.name,
  );
}
