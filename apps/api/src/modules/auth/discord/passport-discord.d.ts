/** The part of passport-discord (untyped upstream) this app uses. */
declare module 'passport-discord' {
  import type { Request } from 'express';

  export interface StrategyOptions {
    clientID: string;
    clientSecret: string;
    callbackURL: string;
    scope: string[];
    authorizationURL?: string;
    tokenURL?: string;
    passReqToCallback?: boolean;
    store?: unknown;
  }

  export class Strategy {
    constructor(options: StrategyOptions, verify: (...args: unknown[]) => void);
    name: string;
    userProfile(accessToken: string, done: (error: Error | null, profile?: unknown) => void): void;
    authenticate(req: Request, options?: unknown): void;
  }
}
