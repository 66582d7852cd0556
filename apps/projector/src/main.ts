import { Logger } from '@nestjs/common';
import { loadProjectorConfig, ProjectorConfigError } from './config/projector-config';
import { startOpsServer, type OpsServer } from './ops/ops-server';
import { startProjector } from './start-projector';
import { EventStoreMismatchError } from '@botdir/read-store';
import { QueueFromAnotherEventStoreError } from './config/same-event-store';

async function main(): Promise<void> {
  const config = loadProjectorConfig(process.env, { requireRedis: true, servesMetrics: true });
  const projector = await startProjector(config);
  const logger = new Logger('Projector');
  const ops: OpsServer | null =
    config.metricsPort === null
      ? null
      : await startOpsServer(projector, { ...config, metricsPort: config.metricsPort });
  logger.log(
    `Projector started: ${config.role}, data in ${config.dataDir}, queue prefix ${config.queuePrefix}` +
      (ops ? `, metrics and health on port ${ops.port}` : ''),
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.log(`${signal}: finishing the current batch`);
      // The worker finishes (or releases) its batch, the feeder stops, Redis and the stores close.
      Promise.all([projector.stop(), ops?.close()]).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(String(error));
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  const plain = error instanceof ProjectorConfigError || error instanceof EventStoreMismatchError;
  console.error(plain || error instanceof QueueFromAnotherEventStoreError ? error.message : error);
  process.exit(1);
});
