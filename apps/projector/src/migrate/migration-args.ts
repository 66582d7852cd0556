import * as path from 'node:path';
import { EVENT_STORE_URL_SCHEMES } from '@botdir/event-store';

export class MigrationUsageError extends Error {}

export const MIGRATION_USAGE = `Usage: npm run migrate-events -- --from sqlite[:<file>] --to <esdb://…|sqlite:<file>> [--no-rebuild]
  --from sqlite          the embedded log, DATA_DIR/events.sqlite (or sqlite:<file>)
  --to esdb://host:2113  EventStoreDB/KurrentDB (kurrentdb://, kdb:// and +discover work too)
  --to sqlite:<file>     another SQLite log
  --no-rebuild           copy only; otherwise the read models (MONGO_URL or DATA_DIR) are rebuilt
                         from the new log with a replay of every read model`;

export interface MigrationArgs {
  /** The SQLite file to copy from. */
  from: string;
  /** An event store url, or `sqlite:<file>`. */
  to: string;
  rebuild: boolean;
}

const valueOf = (argv: string[], flag: string): string | undefined => {
  const index = argv.indexOf(flag);
  return index >= 0 ? argv[index + 1] : undefined;
};

export function parseMigrationArgs(argv: string[], dataDir: string): MigrationArgs {
  const from = valueOf(argv, '--from');
  const to = valueOf(argv, '--to');
  if (!from?.startsWith('sqlite') || !to) throw new MigrationUsageError(MIGRATION_USAGE);
  const scheme = /^([a-z+]+):/.exec(to)?.[1] ?? '';
  if (scheme !== 'sqlite' && !EVENT_STORE_URL_SCHEMES.includes(scheme)) {
    throw new MigrationUsageError(
      `--to must be an event store url or sqlite:<file>\n${MIGRATION_USAGE}`,
    );
  }
  const source =
    from === 'sqlite' ? path.join(dataDir, 'events.sqlite') : from.slice('sqlite:'.length);
  return { from: path.resolve(source), to, rebuild: !argv.includes('--no-rebuild') };
}
