export const statsKeys = { all: ['stats'] as const };
