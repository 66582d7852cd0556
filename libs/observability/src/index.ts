export { checkReadiness, type DependencyCheck, type Probe, type Readiness } from './readiness';
export { projectionLagProbe } from './projection-lag-probe';
export {
  LAG_COUNT_CAP,
  lagSecondsAfter,
  projectionStatus,
  type ProjectionStatus,
} from './projection-status';
export { createMetricsRegistry, hasBearer, metricsHandler } from './metrics/metrics-registry';
export { readMetricsToken } from './metrics/metrics-token';
export { registerProjectionMetrics, type ProjectionSources } from './metrics/projection-metrics';
export { QUEUE_STATES, registerQueueMetrics, type QueueCounts } from './metrics/queue-metrics';
export { listenFailure } from './listen-failure';
export { readConnectionString } from './config/read-connection-string';
export { SERVER_NODE_FLAGS } from './server-node-flags';
