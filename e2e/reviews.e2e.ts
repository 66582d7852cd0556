import { useBrowser } from './support/fixture';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './support/login';
import { reviewSubmission, submitOwnBot } from './support/review-requests';

/** Issue 27 item 1: a written review stays the writer's after a reload; the owner answers it. */
describe('written reviews (Chromium)', () => {
  const browser = useBrowser();

  it('a visitor writes a review, reloads and sees "Your review"; the owner replies', async () => {
    const { botId, submissionId } = await submitOwnBot(
      browser.client,
      DEMO_DEVELOPER,
      'Reviewed Story Bot',
    );
    await reviewSubmission(browser.client, DEMO_ADMIN, submissionId, 'approved');

    const { context: readerContext, page } = await browser.page(DEMO_ADMIN);
    readerContext.setDefaultTimeout(8_000);
    await page.goto(`/bot/${botId}#reviews`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const form = reviews.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: '4 stars' }).click();
    await form.getByLabel(/^Your review/).fill('Plays our playlists all night long.');
    await form.getByRole('button', { name: 'Post review' }).click();
    await reviews.getByRole('article', { name: 'Your review' }).waitFor();

    await page.reload();
    const mine = page.getByRole('article', { name: 'Your review' });
    await mine.getByText('Plays our playlists all night long.').waitFor();
    await page.getByRole('img', { name: '4.0 ★ from 1 review' }).first().waitFor();

    const { context: ownerContext, page: ownerPage } = await browser.page('developer');
    ownerContext.setDefaultTimeout(8_000);
    await ownerPage.goto(`/bot/${botId}#reviews`);
    const listed = ownerPage.getByRole('article', { name: /^Review by / });
    await listed.getByRole('button', { name: 'Reply' }).click();
    await listed.getByLabel(/^Your reply/).fill('Thank you, more playlists soon!');
    await listed.getByRole('button', { name: 'Post reply' }).click();
    await listed.getByText('Thank you, more playlists soon!').waitFor();

    await page.reload();
    await page.getByText('Thank you, more playlists soon!').waitFor();
  });
});
