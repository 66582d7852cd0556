import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { SUBMIT_PATH, useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, validBotData } from '@api/testing/test-app';

describe('bad submissions get a clear 4xx and change nothing', () => {
  const { api, client } = useDirectory();
  let store: EventStore;

  beforeAll(() => {
    store = api.app.get(EVENT_STORE);
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing name', { name: undefined }, 'name', 'Bot name is required'],
    ['a blank description', { description: '   ' }, 'description', 'Full description is required'],
    [
      'a 101-character short description',
      { shortDescription: 'x'.repeat(101) },
      'shortDescription',
      'at most 100',
    ],
    [
      'app id 123',
      { discordAppId: '123' },
      'discordAppId',
      'Discord Application ID must be a valid 17-19 digit number',
    ],
    ['no app id', { discordAppId: '' }, 'discordAppId', 'Discord Application ID is required'],
    [
      "an app id that is not the invite's client_id",
      { discordAppId: '999999999999999999' },
      'discordAppId',
      "must be the invite URL's client_id",
    ],
    ['no category', { categories: [] }, 'categories', 'Please select at least one category'],
    ['a javascript: website', { websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', 'http or https'],
    ['a data: avatar', { avatar: 'data:image/png;base64,AAAA' }, 'avatar', 'https URL'],
    [
      'a non-Discord invite',
      { inviteUrl: 'https://evil.example.com/oauth2/authorize?client_id=123456789012345678' },
      'inviteUrl',
      'Discord OAuth2',
    ],
    ['an unknown category', { categories: ['casino'] }, 'categories[0]', 'Unknown category'],
    ['someone else as owner', { ownerId: '999999999999999999' }, '', 'in your own name'],
    [
      'a tag that is too long',
      { tags: ['radio', 'lo-fi-beats-to-study-and-relax-to'] },
      'tags[1]',
      'Tag "lo-fi-beats-to-study-and…" is too long: at most 24 characters',
    ],
    [
      'a tag with an invisible character',
      { tags: ['lo\u200Bfi'] },
      'tags[0]',
      'Tag "lofi" contains characters that are not allowed',
    ],
    ['an empty tag', { tags: ['radio', ' '] }, 'tags[1]', 'Tag 2 is empty'],
    [
      'a slash command whose name is a number',
      { slashCommands: [{ name: 5, description: 'Plays a song' }] },
      'slashCommands[0].name',
      'Command name must be text',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, overrides, field, text) => {
    const before = await store.headPosition();
    const data = validBotData(DEVELOPER, overrides);
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete data[key];
    const answer = await client.submitForm(data, DEVELOPER);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.statusCode).toBe(answer.status);
    if (field) expect(answer.body.fields?.[field]).toContain(text);
    else expect(answer.body.message).toContain(text);
    expect(await store.headPosition()).toBe(before);
  });

  it('refuses a 5 MB body with 413', async () => {
    const before = await store.headPosition();
    const answer = await client.submit(DEVELOPER, { description: 'x'.repeat(5 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ statusCode: 413, code: 'REQUEST.TOO_LARGE' });
    expect(await store.headPosition()).toBe(before);
  });

  it('refuses a non-JSON body with 415 and broken JSON with 400', async () => {
    // Raw: the malformed body is the point.
    const form = await client.sendRaw('POST', SUBMIT_PATH, DEVELOPER, {
      raw: 'name=bot',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const broken = await client.sendRaw('POST', SUBMIT_PATH, DEVELOPER, {
      raw: '{"botData": {',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'REQUEST.INVALID_JSON' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const answer = await api.request('GET', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ statusCode: 404, code: 'ROUTE.NOT_FOUND' });
  });
});
