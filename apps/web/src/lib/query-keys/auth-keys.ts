export const authKeys = { user: ['auth', 'user'] as const };
