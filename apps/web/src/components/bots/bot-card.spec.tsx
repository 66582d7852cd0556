/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { screen, within } from '@testing-library/react';
import { listedBot, renderInApp } from '../../../test/render-in-app';
import { serveApi, type TestApi } from '../../../test/serve-api';
import { BotCard } from './bot-card';

let api: TestApi;
beforeEach(async () => {
  api = await serveApi(() => ({ status: 200, body: [] }));
});
afterEach(() => api.close());

describe('BotCard', () => {
  it('offers exactly Invite (a new tab, no opener), View (the bot page) and a small Vote', () => {
    renderInApp(<BotCard bot={listedBot({ id: 7, name: 'Melody' })} />);
    const card = within(screen.getByRole('article', { name: 'Melody' }));

    const invite = card.getByRole('link', { name: 'Invite Melody' });
    expect(invite.getAttribute('href')).toBe('/api/bots/7/invite');
    expect(invite.getAttribute('target')).toBe('_blank');
    expect(invite.getAttribute('rel')).toContain('noopener');
    expect(card.getByRole('link', { name: 'View Melody' }).getAttribute('href')).toBe('/bot/7');
    const buttonTexts = card
      .getAllByRole('link')
      .map((link) => link.firstChild?.nextSibling?.textContent)
      .filter(Boolean);
    expect(buttonTexts).toEqual(['Invite', 'View', 'Vote']);
  });

  it("logs a visitor in from Vote and brings them back to the bot's vote page", () => {
    renderInApp(<BotCard bot={listedBot({ id: 7, name: 'Melody', slug: 'melody' })} />);
    const vote = screen.getByRole('link', { name: 'Vote for Melody' });
    expect(vote.getAttribute('href')).toBe('/auth/discord?returnTo=%2Fbot%2Fmelody%2Fvote');
  });

  it('shows the vote count beside the rating, and the one Featured badge', () => {
    renderInApp(<BotCard bot={listedBot({ rating: 43, ratingCount: 4, isFeatured: true })} />);

    expect(screen.getByRole('img', { name: '4.3 ★ from 4 reviews' })).toBeTruthy();
    expect(screen.getByText('Featured').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'featured',
    );
  });

  it('shows vote counts only when there are votes', () => {
    renderInApp(<BotCard bot={listedBot({ name: 'Quiet', voteCount: 0 })} />);
    renderInApp(
      <BotCard bot={listedBot({ name: 'Known', voteCount: 12, votesMonth: '2001-01' })} />,
    );

    expect(
      within(screen.getByRole('article', { name: 'Quiet' })).queryByText(
        /votes? (this month|of all time)/,
      ),
    ).toBeNull();
    const known = within(screen.getByRole('article', { name: 'Known' }));
    expect(known.getByText('12 votes of all time')).toBeTruthy();
  });
});
