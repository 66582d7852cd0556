import type { BotView, SubmissionView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';

type NamedBot = BotView & { categoryNames: string[] };

describe('categories by name (the spec shows names; ids stay the stored form)', () => {
  const { api, client } = useDirectory();

  const submit = (categories: unknown[], name = 'Named Bot') =>
    client.submit(DEVELOPER, { name, categories });
  const review = (submissionId: string, status: 'approved' | 'rejected') =>
    client.review(submissionId, status);
  const listed = (query: string) => api.request<NamedBot[]>('GET', `/api/bots?${query}`);

  it('accepts names in any case on submit, stores ids and answers both', async () => {
    const submitted = await submit(['Music', 'FUN', 'music'], 'Melody Maker');
    expect(submitted.status).toBe(201);
    expect((await review(submitted.body.submissionId, 'approved')).status).toBe(200);

    const bot = await api.request<NamedBot>('GET', `/api/bots/${submitted.body.botId}`);
    expect(bot.body.categories).toEqual(['music', 'fun']);
    expect(bot.body.categoryNames).toEqual(['Music', 'Fun']);

    for (const category of ['Music', 'music', 'MUSIC', 'fun']) {
      const page = await listed(`category=${category}`);
      expect(page.status).toBe(200);
      expect(page.body.map((item) => item.name)).toContain('Melody Maker');
      expect(page.body.every((item) => item.categoryNames.length === item.categories.length)).toBe(
        true,
      );
    }
    expect((await listed('category=Games')).body.map((item) => item.name)).not.toContain(
      'Melody Maker',
    );
  });

  it('accepts names on edit', async () => {
    const submitted = await submit(['utility'], 'Edited By Name');
    await review(submitted.body.submissionId, 'approved');
    const edited = await client.edit(submitted.body.botId, {
      name: 'Edited By Name',
      categories: ['Moderation'],
    });
    expect(edited.status).toBe(200);
    const bot = await api.request<NamedBot>('GET', `/api/bots/${submitted.body.botId}`);
    expect(bot.body.categories).toEqual(['moderation']);
    expect(bot.body.categoryNames).toEqual(['Moderation']);
  });

  it('accepts names on resubmit', async () => {
    const submitted = await submit(['utility'], 'Resubmitted By Name');
    await review(submitted.body.submissionId, 'rejected');
    const resubmitted = await client.resubmit(submitted.body.submissionId, DEVELOPER, {
      name: 'Resubmitted By Name',
      categories: ['Games'],
    });
    expect(resubmitted.status).toBe(201);
    const mine = await api.request<SubmissionView[]>('GET', '/api/user/submissions', {
      cookie: client.cookie(DEVELOPER),
    });
    const stored = mine.body.find((entry) => entry.id === resubmitted.body.submissionId);
    expect(JSON.parse(stored?.botData ?? '{}').categories).toEqual(['games']);
  });

  it('refuses an unknown category with a 400 that names it', async () => {
    const answer = await submit(['Casino']);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION.FAILED',
      fields: { 'categories[0]': 'Unknown category: Casino' },
    });
    const listing = await listed('category=Casino');
    expect(listing.status).toBe(400);
    expect(listing.body).toMatchObject({ statusCode: 400, code: 'QUERY.INVALID' });
  });
});
