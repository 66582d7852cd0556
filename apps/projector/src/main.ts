import * as net from 'node:net';
import { Logger } from '@nestjs/common';
import { listenFailure } from '@botdir/observability';
import {
  loadProjectorConfig,
  ProjectorConfigError,
  type ProjectorConfig,
} from './config/projector-config';
import { startOpsServer, type OpsServer } from './ops/ops-server';
import { startProjector, type RunningProjector } from './start-projector';
import { EventStoreMismatchError } from '@botdir/read-store';
import { QueueFromAnotherEventStoreError } from './config/same-event-store';

async function main(): Promise<void> {
  const config = loadProjectorConfig(process.env, { requireRedis: true, servesMetrics: true });
  // A port already taken is said before any work starts: stopping a projector that is still
  // connecting races its Redis connections' own start.
  if (config.metricsPort !== null) await refuseTakenPort(config.metricsPort);
  const projector = await startProjector(config);
  const logger = new Logger('Projector');
  const ops =
    config.metricsPort === null ? null : await startOps(projector, config, config.metricsPort);
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

/** Exits with one line when `port` cannot be listened on; frees it again otherwise. */
async function refuseTakenPort(port: number): Promise<void> {
  const probe = net.createServer();
  const failure = await new Promise<unknown>((resolve) => {
    probe.once('error', resolve);
    probe.listen(port, () => probe.close(() => resolve(null)));
  });
  const reason = failure === null ? null : listenFailure(failure, port, 'PROJECTOR_METRICS_PORT');
  if (reason) {
    console.error(reason);
    process.exit(1);
  }
}

/** The metrics and health port; taken, the projector stops its work and exits with one line. */
async function startOps(
  projector: RunningProjector,
  config: ProjectorConfig,
  port: number,
): Promise<OpsServer> {
  try {
    return await startOpsServer(projector, { ...config, metricsPort: port });
  } catch (error) {
    const reason = listenFailure(error, port, 'PROJECTOR_METRICS_PORT');
    if (!reason) throw error;
    await projector.stop();
    console.error(reason);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  const plain = error instanceof ProjectorConfigError || error instanceof EventStoreMismatchError;
  console.error(plain || error instanceof QueueFromAnotherEventStoreError ? error.message : error);
  process.exit(1);
});
