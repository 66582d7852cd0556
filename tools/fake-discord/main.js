#!/usr/bin/env node
// Runs the fake Discord on its own for offline tries: `node tools/fake-discord/main.js`, then start
// the api with the variables it prints. FAKE_DISCORD_PORT (default 4000), FAKE_DISCORD_APP_URL
// (where the api runs, default http://localhost:3000), FAKE_DISCORD_AUTO_CONSENT (a user id).
'use strict';

const { startFakeDiscord } = require('./fake-discord-server');

const ADMINISTRATOR_ROLE = '100000000000000001';
const REVIEWER_ROLE = '100000000000000002';

async function main() {
  const appUrl = (process.env.FAKE_DISCORD_APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const fake = await startFakeDiscord({
    port: Number(process.env.FAKE_DISCORD_PORT ?? 4000),
    autoConsent: process.env.FAKE_DISCORD_AUTO_CONSENT || null,
    users: [
      { id: '200000000000000001', username: 'demo_dev', roles: [] },
      { id: '200000000000000002', username: 'demo_reviewer', roles: [REVIEWER_ROLE] },
      { id: '200000000000000003', username: 'demo_admin', roles: [ADMINISTRATOR_ROLE] },
      { id: '200000000000000004', username: 'not_in_guild', roles: [], inGuild: false },
    ],
    // Demo applications for the submit form's "Use Discord's details" (DISCORD_VERIFY_APPLICATIONS).
    applications: [
      {
        id: '500000000000000001',
        name: 'Demo Music',
        icon: '6b1f1b1c1d2e3f405162738495a6b7c8',
        description: 'Plays music in your voice channels.',
      },
      { id: '500000000000000002', name: 'App Without Bot', bot: false },
      { id: '500000000000000003', name: 'Private Bot', botPublic: false },
    ],
  });
  console.log(`Fake Discord listening on ${fake.url}. Start the api with:\n`);
  console.log(
    [
      `DISCORD_CLIENT_ID=${fake.clientId}`,
      `DISCORD_CLIENT_SECRET=${fake.clientSecret}`,
      `DISCORD_GUILD_ID=${fake.guildId}`,
      `DISCORD_API_URL=${fake.apiUrl}`,
      `DISCORD_AUTHORIZE_URL=${fake.authorizeUrl}`,
      `DISCORD_CALLBACK_URL=${appUrl}/auth/discord/callback`,
      `STAFF_ROLE_IDS=${ADMINISTRATOR_ROLE},${REVIEWER_ROLE}`,
      'DISCORD_VERIFY_APPLICATIONS=true',
      'npm run start:api',
    ].join(' \\\n  '),
  );
  const stop = () => fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
