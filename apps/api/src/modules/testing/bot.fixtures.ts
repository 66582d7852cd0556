import type { BotData, CommandActor } from '@botdir/contracts';

/** Test fixtures shared by the deciders' specs. */
export const alice: CommandActor = {
  id: '111111111111111111',
  name: 'alice#0001',
  roles: [],
  isStaff: false,
};
export const bob: CommandActor = {
  id: '222222222222222222',
  name: 'bob#0002',
  roles: [],
  isStaff: false,
};
export const reviewer: CommandActor = {
  id: '333333333333333333',
  name: 'reviewer#0003',
  roles: ['900000000000000001'],
  isStaff: true,
};
export const administrator: CommandActor = {
  id: '444444444444444444',
  name: 'admin#0004',
  roles: ['900000000000000002'],
  isStaff: true,
  isAdministrator: true,
};

export function aBot(overrides: Partial<BotData> = {}): BotData {
  return {
    name: 'Melody',
    description: 'Plays music in voice channels.',
    shortDescription: 'A music bot',
    avatar: 'https://cdn.example.com/melody.png',
    inviteUrl: 'https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot',
    categories: ['music'],
    tags: ['music', 'radio'],
    isOnline: true,
    ownerId: alice.id,
    ownerName: alice.name,
    ...overrides,
  };
}
