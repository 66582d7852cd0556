import { RefusedError } from './backup/backup-errors';
import { backupCommand } from './cli/backup.command';
import { deadLettersCommand } from './cli/dead-letters.command';
import { withStores } from './cli/cli-stores';
import { replayCommand, UsageError } from './cli/replay.command';
import { restoreCommand } from './cli/restore.command';
import { statusCommand } from './cli/status.command';
import { loadProjectorConfig, ProjectorConfigError } from './config/projector-config';

const USAGE = `Usage: npm run projections -- <command>
  status                 checkpoints, lag and dead letters per read model; queue depth with REDIS_URL
  replay <name|all>      rebuild read models into a shadow copy, then swap it in
  dead-letters           list the events read models skipped
  dead-letters retry     apply each skipped event again
  backup <dir>           snapshot the event log and sessions into a new or empty folder
  restore <dir>          verify a backup, move DATA_DIR's files aside, copy it in, rebuild`;

/** The operator CLI; reads the same environment as the api and the projector. */
async function main(argv: string[]): Promise<number> {
  const [command, argument] = argv;
  const config = loadProjectorConfig(process.env, { requireRedis: false });
  const print = (line: string) => console.log(line);
  switch (command) {
    case 'status':
      await withStores(config, (stores) => statusCommand(config, stores, print));
      return 0;
    case 'replay':
      await withStores(config, (stores) => replayCommand(config, stores, argument, print));
      return 0;
    case 'dead-letters':
      await withStores(config, (stores) => deadLettersCommand(stores, argument, print));
      return 0;
    case 'backup':
      await backupCommand(config, argument, print);
      return 0;
    case 'restore':
      await restoreCommand(config, argument, print);
      return 0;
    default:
      console.error(USAGE);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const refused = error instanceof UsageError || error instanceof RefusedError;
    const known = refused || error instanceof ProjectorConfigError;
    console.error(known ? (error as Error).message : error);
    process.exit(refused ? 2 : 1);
  },
);
