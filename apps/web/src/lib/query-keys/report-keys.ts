/** The staff Reports tab: open reports, or handled ones (the API's `resolved`). */
export const reportKeys = {
  all: ['reports'] as const,
  list: (status: 'open' | 'resolved') => [...reportKeys.all, status] as const,
};
