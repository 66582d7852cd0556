import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface FeatureBot {
  actor: CommandActor;
  botId: number;
  featured: boolean;
  idempotencyKey: string | null;
}

export class FeatureBotCommand extends Command<{ botId: number; featured: boolean }> {
  constructor(readonly request: FeatureBot) {
    super();
  }
}
