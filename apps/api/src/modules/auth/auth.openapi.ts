import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { authErrors } from '@api/infrastructure/auth/auth.errors';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { AuthController } from './auth.controller';
import { devLoginErrors } from './dev-login.errors';
import { devLoginSchema } from './dev-login.schema';

const AUTH_USER = { $ref: '#/components/schemas/AuthUserResponse' } as const;

export const authDocs = describeRoutes(AuthController, {
  user: {
    section: 'Session',
    summary: 'Who is logged in (never rate-limited)',
    description: "The count is the navbar bell's, so no page asks for notifications on load.",
    answer: {
      status: 200,
      description:
        '`AuthUserResponse` `{ authenticated, user?: { id, username, discriminator, avatar, roles, staffRoles, isStaff }, unreadNotifications? }`; always 200, `authenticated: false` when nobody is.',
      schema: AUTH_USER,
    },
  },
  discord: {
    section: 'Session',
    summary: 'Start the Discord login',
    description: 'In development mode (no Discord client id) a marked development login page.',
    query: [queryParam('returnTo', 'A path on this site to return to after the login.')],
    answer: { status: 302, description: "Redirect to Discord's authorize page." },
    errors: [authErrors.notConfigured()],
  },
  discordCallback: {
    section: 'Session',
    summary: "Discord's redirect back after the login",
    description:
      '401 `AUTH.DISCORD_LOGIN_FAILED`: state expired or from another browser; `AUTH.DISCORD_LOGIN_CANCELLED`: refused on Discord. A browser tab gets a page with fixed text for the code (never text from the query, such as `error_description`). 404 `ROUTE.NOT_FOUND` in development mode (no Discord app to call back).',
    query: [queryParam('code', 'From Discord.'), queryParam('state', 'From Discord.')],
    answer: { status: 302, description: 'Logged in: redirect to the return path.' },
    errors: [
      authErrors.discordLoginFailed(),
      authErrors.discordLoginCancelled(),
      httpErrors.routeNotFound(),
      authErrors.discordUnavailable(),
    ],
  },
  devLoginScript: {
    section: 'Session',
    summary: 'The script of the development login page (development mode only)',
    answer: { status: 200, description: 'JavaScript.' },
    errors: [httpErrors.routeNotFound()],
  },
  devLogin: {
    section: 'Session',
    summary: 'Development login: start a session as any user (development mode only)',
    body: { schema: devLoginSchema },
    answer: {
      status: 200,
      description:
        '`AuthUserResponse` plus `returnTo`, the safe path to go to; sets the session cookie.',
      schema: AUTH_USER,
    },
    errors: [devLoginErrors.disabled()],
  },
  logout: {
    section: 'Session',
    summary: 'End the session',
    answer: { status: 204, description: 'Logged out.' },
  },
});
