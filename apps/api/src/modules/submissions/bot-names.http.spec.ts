import { type Accepted, useDirectory, type Refusal } from '@api/testing/directory-client';
import {
  ADMINISTRATOR,
  DEVELOPER,
  OTHER_DEVELOPER,
  validBotData,
  type HttpAnswer,
  type TestUser,
} from '@api/testing/test-app';

type Refused = HttpAnswer<Partial<Refusal>>;

describe('bot names are unique among live and pending bots (TR39 skeleton, any case)', () => {
  const { api, client } = useDirectory();

  const submit = (user: TestUser, name: string) => client.submit(user, { name });
  const submitPublicForm = (user: TestUser, name: string) =>
    client.send('POST', '/api/bot-submissions', user, {
      botData: JSON.stringify(validBotData(user, { name })),
      submitterName: 'someone',
    });
  const review = (submissionId: string, status: 'approved' | 'rejected') =>
    client.review(submissionId, status, ADMINISTRATOR);
  const edit = (user: TestUser, botId: number, name: string) => client.edit(botId, { name }, user);

  const expectTaken = (answer: Refused, name: string) => {
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ statusCode: 409, code: 'BOT.NAME_TAKEN' });
    expect(answer.body.message).toContain(`"${name}"`);
    expect(answer.body.fields?.name).toBe(answer.body.message);
  };

  describe('while "Warden" and "Modbot" await review', () => {
    beforeAll(async () => {
      expect((await submit(DEVELOPER, 'Warden')).status).toBe(201);
      expect((await submit(DEVELOPER, 'Modbot')).status).toBe(201);
    });

    it.each([
      ['the same name', 'Warden'],
      ['another case', 'WARDEN'],
      ['a Cyrillic а', 'W\u0430rden'],
      ['full-width letters', '\uFF37arden'],
      ['rn for m', 'Rnodbot'],
      ['a zero and a one', 'M0dbot'],
    ])('refuses the name written as %s, on both submit routes', async (_label, name) => {
      expectTaken(await submit(OTHER_DEVELOPER, name), name);
      expectTaken(await submitPublicForm(OTHER_DEVELOPER, name), name);
    });

    it('accepts a name that only contains another', async () => {
      expect((await submit(OTHER_DEVELOPER, 'Wardens Guild')).status).toBe(201);
    });
  });

  describe('while "Melodia" is live, its look-alikes found by a security probe (issue 22, item 3)', () => {
    const probes = ['Melodia\u2800', '\u2800Melodia', 'Melodia\u2800\u2800', 'Melod\u0131\u0307a'];
    let mine: Accepted;
    let rejected: Accepted;

    beforeAll(async () => {
      const live = (await submit(DEVELOPER, 'Melodia')).body;
      expect((await review(live.submissionId, 'approved')).status).toBe(200);
      mine = (await submit(OTHER_DEVELOPER, 'Harmonia')).body;
      expect((await review(mine.submissionId, 'approved')).status).toBe(200);
      rejected = (await submit(OTHER_DEVELOPER, 'Cantabile')).body;
      expect((await review(rejected.submissionId, 'rejected')).status).toBe(200);
    });

    // A refusal records nothing, so each name meets only "Melodia" on every route.
    it.each(probes)(
      'refuses %j at submit, on the public form, in an edit and at resubmit',
      async (name) => {
        const expectMelodias = (answer: Refused) => {
          expectTaken(answer, name);
          expect(answer.body.message).toContain('looks the same as "Melodia"');
        };
        expectMelodias(await submit(OTHER_DEVELOPER, name));
        expectMelodias(await submitPublicForm(OTHER_DEVELOPER, name));
        expectMelodias(await edit(OTHER_DEVELOPER, mine.botId, name));
        const resubmit = await client.resubmit(rejected.submissionId, OTHER_DEVELOPER, { name });
        expectMelodias(resubmit);
      },
    );
  });

  it('refuses a name that shows nothing with 400, before any look-alike is compared', async () => {
    for (const name of ['\u2800\u2800', '\u2800 \u2800', '\u{1D159}\u{1D159}']) {
      const answer = await submit(OTHER_DEVELOPER, name);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION.FAILED',
        fields: { name: 'Bot name is required' },
      });
    }
  });

  it('refuses a live bot’s name, and lets its owner edit it keeping the name', async () => {
    const live = (await submit(DEVELOPER, 'Harbor Master')).body;
    await review(live.submissionId, 'approved');
    expectTaken(await submit(OTHER_DEVELOPER, 'harbor master'), 'harbor master');
    expect((await edit(DEVELOPER, live.botId, 'Harbor Master')).status).toBe(200);
    expect((await edit(DEVELOPER, live.botId, 'HARBOR MASTER')).status).toBe(200);
  });

  it('refuses renaming a bot to another bot’s name', async () => {
    const mine = (await submit(OTHER_DEVELOPER, 'Lighthouse')).body;
    await review(mine.submissionId, 'approved');
    await submit(DEVELOPER, 'Beacon');
    expectTaken(await edit(OTHER_DEVELOPER, mine.botId, 'beacon'), 'beacon');
  });

  it('frees a rejected bot’s name, and lets its owner resubmit it under that name', async () => {
    const rejected = (await submit(DEVELOPER, 'Second Chance')).body;
    await review(rejected.submissionId, 'rejected');
    const resubmit = await client.resubmit(rejected.submissionId, DEVELOPER, {
      name: 'Second Chance',
    });
    expect(resubmit.status).toBe(201);
    const other = (await submit(DEVELOPER, 'Free Again')).body;
    await review(other.submissionId, 'rejected');
    expect((await submit(OTHER_DEVELOPER, 'free again')).status).toBe(201);
  });

  it('frees the name of a withdrawn submission and of a deleted bot', async () => {
    const withdrawn = (await submit(DEVELOPER, 'Withdrawn')).body;
    await api.request('DELETE', `/api/submissions/${withdrawn.submissionId}`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect((await submit(OTHER_DEVELOPER, 'Withdrawn')).status).toBe(201);
    const deleted = (await submit(DEVELOPER, 'Deleted')).body;
    await review(deleted.submissionId, 'approved');
    await api.request('DELETE', `/api/bots/${deleted.botId}`, { cookie: client.cookie(DEVELOPER) });
    expect((await submit(OTHER_DEVELOPER, 'Deleted')).status).toBe(201);
  });
});
