#!/usr/bin/env node
// Smoke test of a running stack, through its public entry point (the proxy):
//   node deploy/smoke.mjs http://localhost:8080 [status command...]
// 1. /api/health answers; 2. a developer submits a bot, an administrator approves it, and it shows
// in the public listing; 3. the status command (default: none) prints every projection with zero
// lag. Logs in with the development login, so the stack runs with NODE_ENV=development.
import { spawnSync } from 'node:child_process';

const [base = 'http://localhost:8080', ...statusCommand] = process.argv.slice(2);
const ADMINISTRATOR_ROLE = process.env.SMOKE_ADMIN_ROLE ?? '100000000000000001';
const name = `Smoke ${Date.now().toString(36)}`;
/** One listing per Discord application: each run submits an application of its own. */
const applicationId = `${Date.now()}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what, check, timeoutMs = Number(process.env.SMOKE_TIMEOUT_MS ?? 60_000)) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(500);
  }
  throw new Error(
    `smoke: ${what} did not happen within ${timeoutMs} ms ${last ? `(${last})` : ''}`,
  );
}

async function login(id, username, roles) {
  const response = await fetch(`${base}/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, username, roles }),
  });
  if (!response.ok) throw new Error(`smoke: login as ${username}: ${response.status}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`smoke: login as ${username} set no cookie`);
  return cookie;
}

async function send(cookie, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`smoke: ${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

await until('a healthy api', async () => (await fetch(`${base}/api/health`)).ok);
console.log(`health: ok (${base})`);

const developer = await login('200000000000000101', 'smoke_dev', []);
const submitted = await send(developer, 'POST', '/api/bots/submit', {
  botData: {
    name,
    ownerName: 'smoke_dev#0001',
    ownerId: '200000000000000101',
    shortDescription: 'Checks a deployment end to end',
    description: 'Submitted by deploy/smoke.mjs.',
    avatar: 'https://cdn.example.com/avatar.png',
    inviteUrl: `https://discord.com/oauth2/authorize?client_id=${applicationId}&scope=bot`,
    discordAppId: applicationId,
    categories: ['utility'],
    tags: ['smoke'],
    isOnline: true,
  },
});
console.log(`submitted: ${submitted.submissionId}`);

const admin = await login('200000000000000102', 'smoke_admin', [ADMINISTRATOR_ROLE]);
await send(admin, 'POST', `/api/admin/submissions/${submitted.submissionId}/review`, {
  status: 'approved',
});
console.log('approved');

const search = `${base}/api/bots?search=${encodeURIComponent(name)}`;
await until('the bot in the public listing', async () => {
  const page = await (await fetch(search)).json();
  return (Array.isArray(page) ? page : (page.bots ?? page.items ?? [])).some(
    (bot) => bot.name === name,
  );
});
console.log(`listed: ${name}`);

if (statusCommand.length > 0) {
  await until('zero projection lag', async () => {
    const run = spawnSync(statusCommand[0], statusCommand.slice(1), { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr || `status exited ${run.status}`);
    const rows = run.stdout
      .split('\n')
      .filter((line) => /^(bots|submissions|ratings|invite-activity)\s/.test(line));
    const lagging = rows.filter((line) => line.trim().split(/\s+/)[2] !== '0');
    if (rows.length === 4 && lagging.length === 0) return console.log(run.stdout.trim()) ?? true;
    return false;
  });
  console.log('projections: zero lag');
}
console.log('smoke: passed');
