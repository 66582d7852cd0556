import type { mongo } from 'mongoose';

export const NEWEST = { createdAt: -1, _id: -1 } as const;

/**
 * Each listing sort's order. The bots collection has one index per order over public bots and one
 * led by the categories array, so a category page walks an index too. A new sort key is one line.
 */
export const LISTING_ORDERS: Record<string, mongo.Document> = {
  newest: NEWEST,
  rating: { ratingScore: -1, ...NEWEST },
  name: { nameKey: 1, _id: 1 },
  servers: { serverCount: -1, ...NEWEST },
};
