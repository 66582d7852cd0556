import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Readiness } from '@botdir/observability';
import { ReadinessService } from '@api/infrastructure/observability/health/readiness.service';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { healthErrors } from './health.errors';

@RateLimit('none') // probes and status pages: never limited
@Controller('api/health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Answers once the app has started: stores open, seed done, read models caught up. */
  @Get()
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** The process answers (a liveness probe: restart it when this stops answering). */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Dependencies reachable and read models fresh; 503 names what failed and how. */
  @Get('ready')
  async ready(
    @Res({ passthrough: true }) res: Response,
  ): Promise<Readiness & Record<string, unknown>> {
    const readiness = await this.readiness.check();
    if (readiness.ready) return { status: 'ready', ...readiness };
    const failed = Object.entries(readiness.checks)
      .filter(([, check]) => !check.ok)
      .map(([name, check]) => `${name} (${check.error ?? 'failed'})`);
    res.status(503);
    return { ...healthErrors.notReady(failed).toBody(), ...readiness };
  }
}
