import { Module } from '@nestjs/common';
import { RateLimiter } from './rate-limit/rate-limiter';

/** Security services that hold connections and must close with the app. */
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class SecurityModule {}
