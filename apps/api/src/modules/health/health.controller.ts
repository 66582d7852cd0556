import { Controller, Get } from '@nestjs/common';

@Controller('api/health')
export class HealthController {
  /** Answers once the app has started: stores open, seed done, read models caught up. */
  @Get()
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
