import { ApiError } from '@api/infrastructure/http/api-error';

export const devLoginErrors = {
  disabled: () =>
    new ApiError(
      404,
      'AUTH.DEV_LOGIN_DISABLED',
      'The development login is disabled on this server.',
    ),
};
