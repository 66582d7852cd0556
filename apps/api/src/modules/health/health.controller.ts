import { Controller, Get } from '@nestjs/common';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@RateLimit('none') // probes and status pages: never limited
@Controller('api/health')
export class HealthController {
  /** Answers once the app has started: stores open, seed done, read models caught up. */
  @Get()
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
