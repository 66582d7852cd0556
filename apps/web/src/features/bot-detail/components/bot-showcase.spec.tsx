/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../test/render-in-app';
import { BotBanner, BotShowcase } from './bot-showcase';

const bot = {
  name: 'Melody',
  banner: 'https://cdn.example.com/banner.png',
  screenshots: ['https://cdn.example.com/1.png', 'https://cdn.example.com/2.png'],
  slashCommands: [
    { name: 'play', description: 'Plays a song' },
    { name: 'stop', description: 'Stops' },
  ],
};

describe('the bot page showcase', () => {
  it('shows the banner, screenshots as a gallery with alt text, and the commands as a list', () => {
    renderInApp(
      <>
        <BotBanner bot={bot} />
        <BotShowcase bot={bot} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Melody banner' }).getAttribute('src')).toBe(bot.banner);
    const gallery = within(screen.getByRole('region', { name: 'Screenshots of Melody' }));
    const second = gallery.getByRole('img', { name: 'Melody screenshot 2 of 2' });
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('referrerpolicy')).toBe('no-referrer');
    const commands = within(screen.getByRole('region', { name: 'Slash commands of Melody' }));
    expect(commands.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '/play',
      '/stop',
    ]);
    expect(commands.getByText('Plays a song')).toBeTruthy();
  });

  it('shows nothing for a bot without them', () => {
    const { container } = renderInApp(
      <>
        <BotBanner bot={{ ...bot, banner: null }} />
        <BotShowcase bot={{ ...bot, banner: null, screenshots: [], slashCommands: [] }} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
