import { Controller, Get, Param, type PipeTransform, UseGuards } from '@nestjs/common';
import { isDiscordId, LIMITS } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import {
  DiscordApplications,
  discordIconUrl,
  type DiscordApplicationLookup,
} from '@api/infrastructure/discord/discord-applications';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { submissionErrors } from '@api/modules/submissions/domain/submission.errors';

/** Suggestions for the submit form from Discord, or why there are none. */
export type DiscordApplicationAnswer =
  | { kind: 'found'; name: string; avatarUrl: string | null; description: string }
  | { kind: Exclude<DiscordApplicationLookup['kind'], 'found'>; message: string };

const REASONS = {
  missing: submissionErrors.applicationNotFound().message,
  'no-bot': submissionErrors.applicationHasNoBot().message,
  'not-public': submissionErrors.applicationNotPublic().message,
  unreachable: 'Discord could not be reached: fill in the details yourself.',
} as const;

class ParseApplicationIdPipe implements PipeTransform<string, string> {
  transform(raw: string): string {
    if (!isDiscordId(raw)) throw submissionErrors.invalidApplicationId();
    return raw;
  }
}

/** Cut at a word where possible, so a suggestion always fits the form's field. */
function fit(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

@Controller('api')
@UseGuards(LoggedInGuard)
export class DiscordApplicationController {
  constructor(private readonly discord: DiscordApplications) {}

  @RateLimit('reads')
  @Get('discord/applications/:id')
  async suggest(
    @Param('id', ParseApplicationIdPipe) id: string,
  ): Promise<DiscordApplicationAnswer> {
    const lookup = await this.discord.lookup(id);
    if (lookup.kind !== 'found') return { kind: lookup.kind, message: REASONS[lookup.kind] };
    const { app } = lookup;
    return {
      kind: 'found',
      name: fit(app.name, LIMITS.nameMax),
      avatarUrl: discordIconUrl(app),
      description: fit(app.description, LIMITS.shortDescriptionMax),
    };
  }
}
