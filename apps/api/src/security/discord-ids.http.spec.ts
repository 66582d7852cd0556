import { DirectoryClient } from '@api/testing/directory-client';
import { DEVELOPER, TestApp } from '@api/testing/test-app';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Every Discord id the api takes is in Discord's one spelling (issue 22, item 5). */
describe('a Discord id with a leading zero is refused with 400 wherever one is accepted', () => {
  let api: TestApp;
  const zeroed = `0${DEVELOPER.id}`;

  beforeAll(async () => {
    api = await TestApp.start();
  });
  afterAll(() => api.stop());

  it('refuses it as the development login’s user id or role id', async () => {
    for (const body of [
      { id: zeroed, username: 'dev_zero', roles: [] },
      { id: DEVELOPER.id, username: 'dev_zero', roles: ['0100000000000000001'] },
    ]) {
      const answer = await api.request<ErrorBody>('POST', '/auth/dev-login', { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses it as the userId of a vote check, naming the field', async () => {
    const answer = await api.request<ErrorBody>('GET', `/api/bots/check?userId=${zeroed}`, {
      headers: { authorization: 'any-token' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'QUERY.INVALID' });
    expect(answer.body.fields?.['userId']).toContain('not starting with 0');
  });

  it('refuses it as the owner id of a submitted bot, naming the field', async () => {
    const answer = await DirectoryClient.over(api).submit(DEVELOPER, { ownerId: zeroed });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION.FAILED',
      fields: { ownerId: 'Your Discord User ID must not start with 0' },
    });
  });
});
