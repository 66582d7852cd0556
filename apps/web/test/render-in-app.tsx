import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import type { BotView } from '@botdir/contracts';
import { swrConfig } from '@/lib/swr-config';
import { lightTheme } from '@/theme/theme';

/** A component as the app renders it: theme, router and an SWR cache of its own. */
export function renderInApp(ui: ReactElement) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ThemeProvider>
    </SWRConfig>,
  );
}

/** A listed bot with every field filled; override what a test is about. */
export function listedBot(overrides: Partial<BotView> = {}): BotView {
  return {
    id: 7,
    name: 'Melody',
    description: 'Plays music in voice channels.',
    shortDescription: 'Music for your server',
    avatar: 'https://cdn.example.com/melody.png',
    inviteUrl: 'https://discord.com/oauth2/authorize?client_id=123456789012345678',
    supportServerUrl: null,
    websiteUrl: null,
    githubUrl: null,
    discordAppId: null,
    categories: [],
    category: null,
    tags: [],
    rating: 41,
    ratingCount: 13,
    serverCount: 0,
    userCount: 0,
    shardCount: 0,
    statsUpdatedAt: null,
    voteCount: 0,
    monthlyVoteCount: 0,
    votesMonth: null,
    isOnline: true,
    isFeatured: false,
    isApproved: true,
    submitterId: '123456789012345678',
    ownerName: 'someone',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
