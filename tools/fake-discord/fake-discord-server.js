// A small stand-in for Discord's OAuth2 and REST API (node:http, no dependencies), so tests and
// offline tries run the real redirect flow: authorize page, token endpoint (authorization_code and
// refresh_token grants), users/@me and the guild member with configurable roles per user.
'use strict';

const http = require('node:http');
const { randomBytes } = require('node:crypto');

const CODE_TTL_MS = 10 * 60 * 1000;

function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      text += chunk;
      if (text.length > 64 * 1024) reject(new Error('body too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(text)));
    req.on('error', reject);
  });
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function redirect(res, location) {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

function withQuery(base, params) {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, value);
  }
  return url.toString();
}

function authorizePage(app, params, users) {
  const options = users
    .map((u) => `<option value="${escapeHtml(u.id)}">${escapeHtml(u.username)}</option>`)
    .join('');
  const hidden = ['client_id', 'redirect_uri', 'scope', 'state']
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params.get(k) ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Discord: Authorize</title></head>
<body style="font-family:system-ui;background:#313338;color:#f2f3f5;display:grid;place-items:center;min-height:100vh">
<form method="post" action="/oauth2/authorize" style="background:#2b2d31;padding:24px;border-radius:8px;border:3px dashed #f0b232">
<p><strong>FAKE DISCORD</strong> (local test server)</p>
<h1>${escapeHtml(app)} wants to access your account</h1>
<p>Scopes: ${escapeHtml(params.get('scope') ?? '')}</p>
<label>Log in as <select name="user_id">${options}</select></label>
${hidden}
<p><button type="submit" name="action" value="cancel">Cancel</button>
<button type="submit" name="action" value="authorize">Authorize</button></p>
</form></body></html>`;
}

/**
 * Starts the fake. `users`: [{ id, username, roles, inGuild? }]. `autoConsent`: a user id that is
 * logged in and consents at once (no page). Returns its URLs and knobs to change users' roles.
 */
function startFakeDiscord(options = {}) {
  const clientId = options.clientId ?? '400000000000000001';
  const clientSecret = options.clientSecret ?? 'fake-discord-secret';
  const guildId = options.guildId ?? '300000000000000001';
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 7 * 24 * 3600;
  const users = new Map((options.users ?? []).map((u) => [u.id, { inGuild: true, ...u }]));
  const codes = new Map();
  const accessTokens = new Map();
  const refreshTokens = new Map();
  const calls = [];
  const applications = new Map((options.applications ?? []).map((a) => [a.id, a]));
  let autoConsent = options.autoConsent ?? null;

  function issueTokens(grant) {
    const accessToken = randomBytes(24).toString('hex');
    const refreshToken = randomBytes(24).toString('hex');
    accessTokens.set(accessToken, { ...grant, expiresAt: Date.now() + tokenTtlSeconds * 1000 });
    refreshTokens.set(refreshToken, grant);
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: tokenTtlSeconds,
      refresh_token: refreshToken,
      scope: grant.scope,
    };
  }

  function consent(res, params, userId) {
    const redirectUri = params.get('redirect_uri');
    const state = params.get('state') ?? undefined;
    if (!users.has(userId)) return sendJson(res, 400, { message: 'Unknown user' });
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      userId,
      redirectUri,
      scope: params.get('scope') ?? '',
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    redirect(res, withQuery(redirectUri, { code, state }));
  }

  function checkAuthorizeRequest(res, params) {
    if (params.get('client_id') !== clientId) {
      sendJson(res, 400, { message: 'Unknown application', code: 10002 });
      return false;
    }
    if (!params.get('redirect_uri')) {
      sendJson(res, 400, { message: 'redirect_uri is required' });
      return false;
    }
    return true;
  }

  async function token(req, res) {
    const form = await readBody(req);
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [id, secret] = basic
      ? Buffer.from(basic[1], 'base64').toString().split(':')
      : [form.get('client_id'), form.get('client_secret')];
    if (id !== clientId || secret !== clientSecret) {
      return sendJson(res, 401, { error: 'invalid_client' });
    }
    if (form.get('grant_type') === 'authorization_code') {
      const grant = codes.get(form.get('code'));
      codes.delete(form.get('code'));
      if (
        !grant ||
        grant.expiresAt < Date.now() ||
        grant.redirectUri !== form.get('redirect_uri')
      ) {
        return sendJson(res, 400, {
          error: 'invalid_grant',
          error_description: 'Invalid "code" in request.',
        });
      }
      return sendJson(res, 200, issueTokens({ userId: grant.userId, scope: grant.scope }));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = refreshTokens.get(form.get('refresh_token'));
      refreshTokens.delete(form.get('refresh_token'));
      if (!grant) return sendJson(res, 400, { error: 'invalid_grant' });
      return sendJson(res, 200, issueTokens(grant));
    }
    return sendJson(res, 400, { error: 'unsupported_grant_type' });
  }

  function bearer(req) {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const grant = match ? accessTokens.get(match[1]) : undefined;
    return grant && grant.expiresAt > Date.now() ? grant : null;
  }

  // Discord's public application lookup (no token): bot_public and bot_require_code_grant are
  // left out for an application without a bot user.
  function applicationRpc(res, id) {
    const app = applications.get(id);
    if (!app) return sendJson(res, 404, { message: 'Unknown Application', code: 10002 });
    const { bot, botPublic, ...rest } = { bot: true, botPublic: true, ...app };
    const answer = { icon: null, description: '', ...rest };
    if (bot) Object.assign(answer, { bot_public: botPublic, bot_require_code_grant: false });
    return sendJson(res, 200, answer);
  }

  function api(req, res, path) {
    const rpc = /^\/api\/applications\/(\d+)\/rpc$/.exec(path);
    if (rpc) return applicationRpc(res, rpc[1]);
    const grant = bearer(req);
    if (!grant) return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
    const user = users.get(grant.userId);
    if (path === '/api/users/@me') {
      return sendJson(res, 200, {
        id: user.id,
        username: user.username,
        discriminator: '0',
        global_name: user.username,
        avatar: user.avatar ?? null,
      });
    }
    const member = /^\/api\/users\/@me\/guilds\/(\d+)\/member$/.exec(path);
    if (member) {
      if (!grant.scope.split(' ').includes('guilds.members.read')) {
        return sendJson(res, 403, { message: 'Missing Access', code: 50001 });
      }
      if (member[1] !== guildId || !user.inGuild) {
        return sendJson(res, 404, { message: 'Unknown Guild', code: 10004 });
      }
      return sendJson(res, 200, {
        user: { id: user.id, username: user.username },
        roles: user.roles ?? [],
        nick: null,
      });
    }
    return sendJson(res, 404, { message: '404: Not Found', code: 0 });
  }

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake.discord');
    calls.push(`${req.method} ${url.pathname}`);
    if (url.pathname === '/oauth2/authorize' && req.method === 'GET') {
      if (!checkAuthorizeRequest(res, url.searchParams)) return;
      if (autoConsent) return consent(res, url.searchParams, autoConsent);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(
        authorizePage(options.appName ?? 'Bot Directory', url.searchParams, [...users.values()]),
      );
    }
    if (url.pathname === '/oauth2/authorize' && req.method === 'POST') {
      const form = await readBody(req);
      if (!checkAuthorizeRequest(res, form)) return;
      if (form.get('action') !== 'authorize') {
        return redirect(
          res,
          withQuery(form.get('redirect_uri'), {
            error: 'access_denied',
            state: form.get('state') ?? undefined,
          }),
        );
      }
      return consent(res, form, form.get('user_id'));
    }
    if (url.pathname === '/api/oauth2/token' && req.method === 'POST') return token(req, res);
    if (url.pathname.startsWith('/api/') && req.method === 'GET')
      return api(req, res, url.pathname);
    sendJson(res, 404, { message: '404: Not Found' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => sendJson(res, 500, { message: String(error) }));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address();
      const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
      resolve({
        url,
        apiUrl: `${url}/api`,
        authorizeUrl: `${url}/oauth2/authorize`,
        clientId,
        clientSecret,
        guildId,
        calls,
        setRoles: (userId, roles) => (users.get(userId).roles = roles),
        setInGuild: (userId, inGuild) => (users.get(userId).inGuild = inGuild),
        setAutoConsent: (userId) => (autoConsent = userId),
        addApplication: (app) => applications.set(app.id, app),
        /** Every access token of the user stops working (as when it expires). */
        expireAccessTokens: (userId) => {
          for (const [token, grant] of accessTokens)
            if (grant.userId === userId) accessTokens.delete(token);
        },
        /** The user de-authorised the app: access and refresh tokens stop working. */
        revoke: (userId) => {
          for (const [token, grant] of accessTokens)
            if (grant.userId === userId) accessTokens.delete(token);
          for (const [token, grant] of refreshTokens)
            if (grant.userId === userId) refreshTokens.delete(token);
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

module.exports = { startFakeDiscord };
