export const statsKeys = {
  all: ['stats'] as const,
  review: () => [...statsKeys.all, 'review'] as const,
};
