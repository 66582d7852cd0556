import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { platformErrors } from '../../domain/platform.errors';
import { CastVoteController } from './cast-vote.controller';

export const castVoteDocs = describeRoutes(CastVoteController, {
  vote: {
    section: 'Developer',
    summary: 'Vote for a public bot',
    limit: { text: '1 vote per 12 hours per user per bot', error: platformErrors.voteCooldown(1) },
    answer: { status: 201, description: '`{ botId, votedAt, nextVoteAt }`.' },
    errors: [
      httpErrors.invalidBotId(),
      platformErrors.voteOwnBot(),
      platformErrors.voteBotNotPublic(),
    ],
  },
});
