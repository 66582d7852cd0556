import { queryParam, type OperationTable } from '../operation-doc';

const AUTH_USER = { $ref: '#/components/schemas/AuthUserResponse' } as const;

export const SESSION_OPERATIONS: OperationTable = {
  'GET /api/auth/user': {
    tag: 'Session',
    summary: 'Who is logged in',
    success: {
      status: 200,
      description: 'Always 200; `authenticated: false` when nobody is.',
      schema: AUTH_USER,
    },
  },
  'GET /auth/discord': {
    tag: 'Session',
    summary: 'Start the Discord login',
    description: 'In development mode (no Discord client id) a marked development login page.',
    query: [queryParam('returnTo', 'A path on this site to return to after the login.')],
    success: { status: 302, description: "Redirect to Discord's authorize page." },
  },
  'GET /auth/discord/callback': {
    tag: 'Session',
    summary: "Discord's redirect back after the login",
    query: [queryParam('code', 'From Discord.'), queryParam('state', 'From Discord.')],
    success: { status: 302, description: 'Logged in: redirect to the return path.' },
    errors: {
      401: 'AUTH.DISCORD_LOGIN_FAILED, AUTH.DISCORD_LOGIN_CANCELLED',
      404: 'ROUTE.NOT_FOUND in development mode (no Discord app to call back)',
      502: 'AUTH.DISCORD_UNAVAILABLE',
    },
  },
  'GET /auth/dev-login.js': {
    tag: 'Session',
    summary: 'The script of the development login page',
    success: { status: 200, description: 'JavaScript (development mode only).' },
    errors: { 404: 'ROUTE.NOT_FOUND (development login disabled)' },
  },
  'POST /auth/dev-login': {
    tag: 'Session',
    summary: 'Development login: start a session as any user',
    description: 'Development mode only.',
    body: {
      type: 'object',
      required: ['id', 'username', 'roles'],
      properties: {
        id: { type: 'string' },
        username: { type: 'string' },
        discriminator: { type: 'string' },
        avatar: { type: 'string', nullable: true },
        roles: { type: 'array', items: { type: 'string' } },
        returnTo: { type: 'string' },
      },
    },
    success: {
      status: 200,
      description:
        '`AuthUserResponse` plus `returnTo`, the safe path to go to; sets the session cookie.',
      schema: AUTH_USER,
    },
    errors: { 400: 'VALIDATION.FAILED', 404: 'AUTH.DEV_LOGIN_DISABLED' },
  },
  'POST /auth/logout': {
    tag: 'Session',
    summary: 'End the session',
    success: { status: 204, description: 'Logged out.' },
  },
};
