import type { NotificationView, ReviewPage, ReviewView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import {
  ADMINISTRATOR,
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  type TestUser,
} from '@api/testing/test-app';
import { BOT_FIELD_CASES } from '@api/security/testing/hostile-cases';

let userCount = 0;
/** A fresh account: each has its own budget of 5 reviews an hour. */
const newUser = (): TestUser => {
  userCount += 1;
  return {
    id: `5${String(userCount).padStart(17, '0')}`,
    username: `reader_${userCount}`,
    roles: [],
  };
};

const TEXT = 'Plays music without a hitch.';

describe('written reviews over HTTP', () => {
  const { client } = useDirectory();
  let botId: number;

  beforeAll(async () => {
    botId = await client.liveBot(DEVELOPER, { name: 'Reviewed Radio' });
  });

  const base = () => `/api/bots/${botId}/reviews`;
  const post = (as: TestUser | null, body: unknown, bot = botId) =>
    client.send<{ review: ReviewView }>('PUT', `/api/bots/${bot}/reviews/mine`, as, body);
  const mine = (as: TestUser) =>
    client.send<{ review: ReviewView | null }>('GET', `${base()}/mine`, as);
  const list = (query = '') => client.send<ReviewPage>('GET', `${base()}${query}`, null);
  const reply = (reviewId: string, as: TestUser, text = 'Thanks, glad you like it!') =>
    client.send<ReviewView>('PUT', `${base()}/${reviewId}/reply`, as, { text });
  const flag = (reviewId: string, as: TestUser | null, body: unknown = { reason: 'Spam link' }) =>
    client.send('POST', `${base()}/${reviewId}/flags`, as, body);
  const helpful = (reviewId: string, as: TestUser) =>
    client.send('POST', `${base()}/${reviewId}/helpful`, as, {});
  const hide = (reviewId: string, as: TestUser, body: unknown = { reason: 'Abusive language' }) =>
    client.send('POST', `/api/admin/reviews/${reviewId}/hide`, as, body);

  it('posts, shows as "mine", edits in place and lists with the rating', async () => {
    const author = newUser();
    const posted = await post(author, { stars: 4, text: `  ${TEXT}\r\n` });
    expect(posted).toMatchObject({ status: 200, body: { review: { stars: 4, text: TEXT } } });
    const reviewId = posted.body.review.reviewId;

    expect((await mine(author)).body.review).toMatchObject({ reviewId, editedAt: null });
    const edited = await post(author, { stars: 2, text: 'It stopped playing today.' });
    expect(edited.body.review).toMatchObject({ reviewId, stars: 2, editedAt: expect.any(String) });
    expect((await list()).body.reviews.map((review) => review.reviewId)).toContain(reviewId);

    const bot = await client.send<{ rating: number; ratingCount: number }>(
      'GET',
      `/api/bots/${botId}`,
      null,
    );
    expect(bot.body.ratingCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad stars, short and long text, and hostile characters with 400', async () => {
    const bodies: unknown[] = [
      { stars: 0, text: TEXT },
      { stars: 3.5, text: TEXT },
      { stars: '5', text: TEXT },
      { stars: 5, text: 'Too short' },
      { stars: 5, text: 'x'.repeat(2001) },
      { stars: 5 },
      { stars: 5, text: TEXT, extra: true },
      ...BOT_FIELD_CASES.filter(([, field]) => field === 'description').map(([, , text]) => ({
        stars: 5,
        text,
      })),
    ];
    for (const body of bodies) {
      const answer = await post(newUser(), body);
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION.FAILED',
      });
    }
  });

  it('answers 401 without a login, 403 to the owner, 404 for an unknown bot', async () => {
    expect((await post(null, { stars: 5, text: TEXT })).status).toBe(401);
    expect(await post(DEVELOPER, { stars: 5, text: TEXT })).toMatchObject({
      status: 403,
      body: { code: 'REVIEW.OWN_BOT' },
    });
    expect(await post(newUser(), { stars: 5, text: TEXT }, 987654321)).toMatchObject({
      status: 404,
      body: { code: 'REVIEW.BOT_NOT_PUBLIC' },
    });
  });

  it('lets the owner reply, others mark helpful and flag once; sorts by helpful', async () => {
    const [first, second, reader] = [newUser(), newUser(), newUser()];
    const older = (await post(first, { stars: 5, text: 'First and very good.' })).body.review;
    const newer = (await post(second, { stars: 3, text: 'Second and just fine.' })).body.review;

    expect((await reply(older.reviewId, OTHER_DEVELOPER)).body).toMatchObject({
      code: 'REVIEW.NOT_OWNER',
    });
    const replied = await reply(older.reviewId, DEVELOPER);
    expect(replied).toMatchObject({ status: 200, body: { reply: { text: expect.any(String) } } });

    expect((await helpful(older.reviewId, first)).body).toMatchObject({
      code: 'REVIEW.OWN_REVIEW',
    });
    expect((await helpful(older.reviewId, reader)).status).toBe(200);
    expect((await helpful(older.reviewId, reader)).status).toBe(200);

    const newest = (await list('?sort=newest&limit=2')).body.reviews;
    expect(newest.map((review) => review.reviewId)).toEqual([newer.reviewId, older.reviewId]);
    const mostHelpful = (await list('?sort=helpful&limit=1')).body.reviews;
    expect(mostHelpful).toEqual([
      expect.objectContaining({ reviewId: older.reviewId, helpfulCount: 1 }),
    ]);

    expect((await flag(newer.reviewId, reader, {})).status).toBe(400);
    expect((await flag(newer.reviewId, null)).status).toBe(401);
    expect((await flag(newer.reviewId, reader)).status).toBe(201);
    expect(await flag(newer.reviewId, reader)).toMatchObject({
      status: 409,
      body: { code: 'REVIEW.ALREADY_FLAGGED' },
    });
    expect((await flag(`${botId}-999999999999999999-0`, reader)).status).toBe(404);
    expect((await flag('not-a-review', reader)).status).toBe(404);
  });

  it('lets staff see flagged reviews and hide one: gone from the page, its author told', async () => {
    const author = newUser();
    const { reviewId } = (await post(author, { stars: 1, text: 'Rude words go here.' })).body
      .review;
    await flag(reviewId, newUser());
    const flagged = await client.send<ReviewView[]>('GET', '/api/admin/reviews/flagged', REVIEWER);
    expect(flagged.body.map((review) => review.reviewId)).toContain(reviewId);
    expect((await client.send('GET', '/api/admin/reviews/flagged', author)).status).toBe(403);

    expect((await hide(reviewId, author)).status).toBe(403);
    expect((await hide(reviewId, ADMINISTRATOR, {})).status).toBe(400);
    expect(await hide(reviewId, ADMINISTRATOR)).toMatchObject({ status: 200 });

    const { body } = await list('?limit=50');
    expect(body.reviews.map((review) => review.reviewId)).not.toContain(reviewId);
    expect((await mine(author)).body.review).toMatchObject({ reviewId, hidden: true });
    expect(await post(author, { stars: 5, text: 'I take it all back.' })).toMatchObject({
      status: 409,
      body: { code: 'REVIEW.HIDDEN' },
    });
    const inbox = await client.send<{ items: NotificationView[] }>(
      'GET',
      '/api/user/notifications',
      author,
    );
    expect(inbox.body.items).toEqual([
      expect.objectContaining({ kind: 'review-hidden', body: 'Abusive language' }),
    ]);
  });

  it('deletes a review; "mine" is empty after it and a delete of nothing is 404', async () => {
    const author = newUser();
    await post(author, { stars: 4, text: TEXT });
    expect((await client.send('DELETE', `${base()}/mine`, author)).status).toBe(204);
    expect((await mine(author)).body.review).toBeNull();
    expect((await client.send('DELETE', `${base()}/mine`, author)).status).toBe(404);
  });

  it('bounds the page and the sort', async () => {
    for (const query of ['?page=0', '?page=101', '?limit=51', '?sort=stars', '?size=3']) {
      expect({ query, status: (await list(query)).status }).toEqual({ query, status: 400 });
    }
  });

  it('allows 5 reviews an hour per account, edits included (429 after)', async () => {
    const author = newUser();
    for (let edit = 1; edit <= 5; edit += 1) {
      expect((await post(author, { stars: edit, text: `${TEXT} (${edit})` })).status).toBe(200);
    }
    expect(await post(author, { stars: 5, text: TEXT })).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMIT.EXCEEDED' },
    });
  });
});
