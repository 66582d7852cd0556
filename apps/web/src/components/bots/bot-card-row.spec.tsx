/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { screen } from '@testing-library/react';
import { listedBot, renderInApp } from '../../../test/render-in-app';
import { BotCardRow } from './bot-card-row';

describe('BotCardRow (the compact bot card)', () => {
  it('carries the card’s Invite / View pair and the rating with its vote count', () => {
    const bot = {
      ...listedBot({ id: 9, name: 'Quiz', rating: 41, ratingCount: 13 }),
      trendingScore: 5,
    };
    renderInApp(
      <ol>
        <BotCardRow bot={bot} rank={1} />
      </ol>,
    );

    expect(screen.getByRole('link', { name: 'Invite Quiz' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'View Quiz' }).getAttribute('href')).toBe('/bot/9');
    expect(screen.getByRole('img', { name: '4.1 ★ from 13 reviews' })).toBeTruthy();
  });
});
