import { BotVotePage } from '@/features/bot-detail/vote/bot-vote-page';

export default function BotVoteRoute() {
  return <BotVotePage />;
}
