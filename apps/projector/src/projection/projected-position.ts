import { PROJECTION_NAMES, type ProjectionName, type ProjectionStore } from '@botdir/read-store';

/**
 * The position every given projection has reached: the smallest of their checkpoints (0 for a
 * projection that has none yet). Everything at or below it is projected and durable.
 */
export async function projectedPosition(
  readStore: ProjectionStore,
  projections: readonly ProjectionName[] = PROJECTION_NAMES,
): Promise<number> {
  const checkpoints = await readStore.checkpoints();
  return Math.min(...projections.map((name) => checkpoints[name] ?? 0));
}
