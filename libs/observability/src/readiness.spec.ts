import { checkReadiness } from './readiness';

describe('checkReadiness', () => {
  it('is ready when every probe answers, with the facts they report', async () => {
    const readiness = await checkReadiness({ store: async () => ({ head: 7 }) });
    expect(readiness).toMatchObject({ ready: true, checks: { store: { ok: true, head: 7 } } });
  });

  it('names the failed dependency and how, and bounds a probe that hangs', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), {
      code: 'ECONNREFUSED',
    });
    const readiness = await checkReadiness(
      {
        redis: () => Promise.reject(refused),
        hanging: () => new Promise(() => undefined),
        store: async () => undefined,
      },
      50,
    );
    expect(readiness.ready).toBe(false);
    expect(readiness.checks.redis).toMatchObject({
      ok: false,
      error: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:6379',
    });
    expect(readiness.checks.hanging).toMatchObject({ ok: false, error: 'no answer within 50 ms' });
    expect(readiness.checks.store?.ok).toBe(true);
  });
});
