import { ApiError } from '@api/infrastructure/http/api-error';
import { LOGIN_ERROR_TEXT } from '@api/infrastructure/http/auth-error-page';

/** Who may call a route, and how a Discord login fails; clients rely on these codes. */
export const authErrors = {
  loginRequired: () => new ApiError(401, 'AUTH.REQUIRED', 'Please login with Discord to continue.'),
  staffOnly: () =>
    new ApiError(
      403,
      'AUTH.STAFF_ONLY',
      'Admin access requires a staff role on our Discord server.',
    ),
  administratorOnly: () =>
    new ApiError(403, 'AUTH.ADMINISTRATOR_ONLY', 'Only Administrators may do this.'),
  discordLoginFailed: () =>
    new ApiError(401, 'AUTH.DISCORD_LOGIN_FAILED', LOGIN_ERROR_TEXT['AUTH.DISCORD_LOGIN_FAILED']),
  discordLoginCancelled: () =>
    new ApiError(
      401,
      'AUTH.DISCORD_LOGIN_CANCELLED',
      LOGIN_ERROR_TEXT['AUTH.DISCORD_LOGIN_CANCELLED'],
    ),
  notConfigured: () =>
    new ApiError(503, 'AUTH.NOT_CONFIGURED', LOGIN_ERROR_TEXT['AUTH.NOT_CONFIGURED']),
  discordUnavailable: () =>
    new ApiError(502, 'AUTH.DISCORD_UNAVAILABLE', LOGIN_ERROR_TEXT['AUTH.DISCORD_UNAVAILABLE']),
};
