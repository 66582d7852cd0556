import type { AppConfig } from '@api/infrastructure/config/app-config';

/** A plainly marked page that logs in as a demo developer or demo staff member (development only). */
export function devLoginPage(config: AppConfig, returnTo: string): string {
  const people = [
    {
      label: 'Demo developer',
      id: '200000000000000001',
      username: 'demo_dev',
      roles: [] as string[],
    },
    {
      label: 'Demo reviewer (Bot Reviewer role)',
      id: '200000000000000002',
      username: 'demo_reviewer',
      roles: [config.staffRoleIds.reviewer],
    },
    {
      label: 'Demo administrator (Administrator role)',
      id: '200000000000000003',
      username: 'demo_admin',
      roles: [config.staffRoleIds.administrator],
    },
  ];
  const buttons = people
    .map(
      (person) =>
        `<button type="button" data-user='${JSON.stringify({ id: person.id, username: person.username, discriminator: '0001', roles: person.roles })}'>${person.label}</button>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development login</title>
<style>body{font-family:system-ui,sans-serif;background:#1e1f22;color:#f2f3f5;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#2b2d31;padding:32px;border-radius:12px;max-width:420px;border:3px dashed #f0b232}
h1{margin-top:0}.warn{color:#f0b232;font-weight:700}button{display:block;width:100%;margin:12px 0;padding:12px;border:0;border-radius:8px;background:#5865f2;color:#fff;font-size:16px;cursor:pointer}
button:focus-visible{outline:3px solid #00a8fc}</style></head>
<body><main>
<h1>Development login</h1>
<p class="warn">DEVELOPMENT MODE: Discord OAuth is not configured (no DISCORD_CLIENT_ID), so this page stands in for Discord.</p>
<p>Log in as:</p>
${buttons}
</main>
<script src="/auth/dev-login.js" data-return-to="${encodeURIComponent(returnTo)}"></script>
</body></html>`;
}

/** Served as a file so the page works under a strict Content-Security-Policy (no inline script). */
export const DEV_LOGIN_SCRIPT = `
const returnTo = decodeURIComponent(document.currentScript.dataset.returnTo || '/');
for (const button of document.querySelectorAll('button[data-user]')) {
  button.addEventListener('click', async () => {
    const response = await fetch('/auth/dev-login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...JSON.parse(button.dataset.user), returnTo }),
    });
    // The server judges where to go (safeReturnPath); the page never does.
    if (response.ok) location.href = (await response.json()).returnTo;
  });
}
`;
