import { loadProjectorConfig, ProjectorConfigError } from './config/projector-config';
import { createReadStore } from './config/create-stores';
import { MigrationUsageError, parseMigrationArgs } from './migrate/migration-args';
import { migrateEvents } from './migrate/migrate-events';

/** `npm run migrate-events -- --from sqlite --to esdb://…`: from the embedded log to production. */
async function main(argv: string[]): Promise<void> {
  const config = loadProjectorConfig(process.env, { requireRedis: false });
  const args = parseMigrationArgs(argv, config.dataDir);
  await migrateEvents(
    args,
    () => createReadStore(config),
    config.replayBatchSize,
    (line) => console.log(line),
  );
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof MigrationUsageError || error instanceof ProjectorConfigError;
    console.error(known ? (error as Error).message : error);
    process.exit(error instanceof MigrationUsageError ? 2 : 1);
  },
);
