import { loadProjectorConfig } from './projector-config';

describe('projector configuration', () => {
  it('refuses to start the projector without Redis, listing every bad value at once', () => {
    const load = () =>
      loadProjectorConfig({
        MONGO_URL: 'http://db',
        PROJECTOR_BATCH_SIZE: '0',
        PROJECTOR_ROLE: 'x',
      });
    expect(load).toThrow(/REDIS_URL is required by the projector process/);
    expect(load).toThrow(/MONGO_URL is not a MongoDB connection string: Invalid scheme/);
    expect(load).toThrow(/PROJECTOR_BATCH_SIZE must be a whole number from 1 to 10000/);
    expect(load).toThrow(/PROJECTOR_ROLE must be one of all, feeder, worker/);
  });

  it('lets the operator CLI run without Redis, on the api defaults', () => {
    const config = loadProjectorConfig({}, { requireRedis: false });
    expect(config).toMatchObject({
      redisUrl: null,
      eventStoreUrl: null,
      batchSize: 1000,
      replayBatchSize: 20_000,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it.each(['0', '100001', '1e4', '-5', '20000.5', ' 20000', '9'.repeat(400)])(
    'refuses PROJECTOR_REPLAY_BATCH_SIZE=%j (a replay batch is held in memory)',
    (value) => {
      const load = () =>
        loadProjectorConfig({ PROJECTOR_REPLAY_BATCH_SIZE: value }, { requireRedis: false });
      expect(load).toThrow(/PROJECTOR_REPLAY_BATCH_SIZE must be a whole number from 1 to 100000/);
    },
  );

  it('takes a replay batch from 1 to 100,000 events', () => {
    const load = (value: string) =>
      loadProjectorConfig({ PROJECTOR_REPLAY_BATCH_SIZE: value }, { requireRedis: false });
    expect(load('1').replayBatchSize).toBe(1);
    expect(load('100000').replayBatchSize).toBe(100_000);
  });

  it('refuses to start the projector process in production without METRICS_TOKEN', () => {
    const production = { NODE_ENV: 'production', REDIS_URL: 'redis://localhost:6379' };
    const options = { requireRedis: true, servesMetrics: true };
    expect(() => loadProjectorConfig(production, options)).toThrow(
      /METRICS_TOKEN is required in production \(16 or more characters\): \/metrics would otherwise be open/,
    );
    expect(() => loadProjectorConfig({ ...production, METRICS_TOKEN: 'short' }, options)).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
    const token = 'm'.repeat(16);
    expect(loadProjectorConfig({ ...production, METRICS_TOKEN: token }, options).metricsToken).toBe(
      token,
    );
    // The operator CLI serves no metrics, so it needs no token.
    expect(loadProjectorConfig(production, { requireRedis: false }).metricsToken).toBeNull();
  });
});
