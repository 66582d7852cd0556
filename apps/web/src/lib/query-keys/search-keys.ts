/** The navbar search's suggestions, one cached answer per text typed. */
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (text: string) => [...searchKeys.all, 'suggest', text] as const,
};
