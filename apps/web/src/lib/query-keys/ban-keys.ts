/** The Administrators' Bans tab, page by page. */
export const banKeys = {
  all: ['bans'] as const,
  page: (page: number) => [...banKeys.all, page] as const,
};
