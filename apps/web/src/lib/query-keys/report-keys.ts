/** The staff Reports tab. */
export const reportKeys = {
  all: ['reports'] as const,
  open: () => [...reportKeys.all, 'open'] as const,
};
