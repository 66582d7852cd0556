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
    expect(config).toMatchObject({ redisUrl: null, eventStoreUrl: null, batchSize: 1000 });
    expect(config.dataDir).toMatch(/data$/);
  });
});
