module.exports = async function globalTeardown() {
  const redis = globalThis.__TEST_REDIS__;
  if (redis && redis.exitCode === null) redis.kill('SIGTERM');
};
