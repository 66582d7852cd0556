import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../../domain/bot.errors';
import { RecordInviteClickController } from './record-invite-click.controller';

export const recordInviteClickDocs = describeRoutes(RecordInviteClickController, {
  invite: {
    section: 'Public reads',
    summary: "Redirect to the bot's Discord invite",
    description:
      'Counts one invite click per visitor per day towards trending, for a top-level navigation only (`Sec-Fetch-Dest: document`; without Fetch Metadata, an `Accept` naming text/html): images, scripts, frames and fetches are redirected but count nothing.',
    answer: { status: 302, description: "Redirect to the bot's invite URL." },
    errors: [httpErrors.invalidBotId(), botErrors.notListed()],
    webPage: {
      summary: "Redirects (302) to the bot's Discord invite and counts the click towards trending.",
    },
  },
});
