import { Inject, Injectable } from '@nestjs/common';
import type { BotData } from '@botdir/contracts';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { applicationOf } from '@api/infrastructure/applications/application-holder';
import { DiscordApplications } from '@api/infrastructure/discord/discord-applications';
import { submissionErrors } from '@api/modules/submissions/domain/submission.errors';

/**
 * At submission: refuses an application Discord says does not exist, has no bot or is not public.
 * When Discord cannot be reached the submission goes ahead, marked `verified: false` for the
 * reviewer (docs/rules.md). Returns undefined when checked (or verification is off).
 */
@Injectable()
export class ApplicationVerification {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discord: DiscordApplications,
  ) {}

  async verify(bot: BotData): Promise<false | undefined> {
    const applicationId = applicationOf(bot);
    if (!this.config.discord.verifyApplications || !applicationId) return undefined;
    const lookup = await this.discord.lookup(applicationId);
    switch (lookup.kind) {
      case 'found':
        return undefined;
      case 'unreachable':
        return false;
      case 'missing':
        throw submissionErrors.applicationNotFound();
      case 'no-bot':
        throw submissionErrors.applicationHasNoBot();
      case 'not-public':
        throw submissionErrors.applicationNotPublic();
    }
  }
}
