import type { ProjectorConfig } from '../config/projector-config';

/** The command would be unsafe or the backup is not trustworthy: nothing was changed (exit 2). */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedError';
  }
}

/** Backup and restore copy the embedded SQLite files; the compose stack has its own procedure. */
export function refuseUnlessEmbedded(config: ProjectorConfig, command: string): void {
  const set = [
    config.eventStoreUrl ? 'EVENT_STORE_URL' : null,
    config.mongoUrl ? 'MONGO_URL' : null,
  ].filter((name) => name !== null);
  if (set.length === 0) return;
  throw new RefusedError(
    `${command} copies the embedded SQLite files of DATA_DIR, but ${set.join(' and ')} ` +
      `${set.length > 1 ? 'are' : 'is'} set: back up EventStoreDB and MongoDB as README.md ` +
      '"Backups" describes (copy EventStoreDB\'s data volume; MongoDB\'s read models are rebuilt ' +
      'with `npm run projections -- replay all`).',
  );
}
