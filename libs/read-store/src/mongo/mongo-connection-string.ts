import { mongo } from 'mongoose';

/** The url as an operator may see it in a message: its password masked. */
const masked = (url: string): string => url.replace(/(\/\/[^:/@]+:)[^@/]*@/, '$1***@');

/**
 * Why the MongoDB driver would refuse `url` (mongodb:// with one host or a list and its options,
 * or mongodb+srv:// with one service name), or null when it accepts it. The driver parses it
 * itself: constructing a client checks the string and opens no connection.
 */
export function mongoUrlProblem(name: string, url: string): string | null {
  try {
    new mongo.MongoClient(url);
    return null;
  } catch (error) {
    return `${name} is not a MongoDB connection string: ${(error as Error).message} (got "${masked(url)}")`;
  }
}
