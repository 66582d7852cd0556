export const categoryKeys = { all: ['categories'] as const };
