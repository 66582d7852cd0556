import styled from 'styled-components';
import { ChevronsUp } from 'lucide-react';
import { developsBot, paths, type BotPageView } from '@botdir/contracts';
import { Button, ButtonAnchor, type ButtonSize } from '@/components/ui/button';
import { loginHrefTo, useAuthUser } from '@/lib/auth';
import { formatWait } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { voteForBot } from '../api/vote-for-bot';
import { useVoteWait } from './use-vote-wait';
import { VoteReminderCheckbox } from './vote-reminder-checkbox';

const StyledVote = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
`;

const StyledWait = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface BotVoteButtonProps {
  bot: Pick<BotPageView, 'id' | 'slug' | 'status' | 'submitterId' | 'coOwnerIds'>;
  size?: ButtonSize;
  block?: boolean;
  /** What a logged-out visitor reads on the button that logs them in. */
  loginLabel?: string;
}

/**
 * Vote, with a live countdown to the next vote when on cooldown and, once voted, the reminder box.
 * Logged out, it logs in through Discord and comes back to the bot's vote page. Nothing for the
 * bot's owners or a bot not public.
 */
export function BotVoteButton({
  bot,
  size = 'lg',
  block,
  loginLabel = 'Vote',
}: BotVoteButtonProps) {
  const { user, isLoading } = useAuthUser();
  const wait = useVoteWait(bot.id, Boolean(user));
  const { isPending, run } = useAction();

  if (bot.status !== 'live' || developsBot(bot, user?.id)) return null;
  // While the session is unknown the button already holds its place (the row does not move
  // when it is known), as the logged-out way in.
  if (!user || isLoading) {
    return (
      <ButtonAnchor href={loginHrefTo(paths.botVote(bot))} size={size} block={block}>
        <ChevronsUp size={18} aria-hidden="true" />
        {loginLabel}
      </ButtonAnchor>
    );
  }
  const handleVote = () =>
    run(() => voteForBot(bot.id), {
      success: {
        title: 'Thanks for voting!',
        description: 'You can vote for this bot again in 12 hours.',
      },
      failure: 'Vote Failed',
      fallback: 'Your vote could not be saved.',
    });
  const waiting = wait !== null && wait > 0;
  return (
    <StyledVote>
      <Button onClick={handleVote} disabled={isPending || waiting} size={size} block={block}>
        <ChevronsUp size={18} aria-hidden="true" />
        {waiting ? 'Voted' : 'Vote'}
      </Button>
      {waiting && <StyledWait role="status">You can vote again in {formatWait(wait)}</StyledWait>}
      <VoteReminderCheckbox botId={bot.id} />
    </StyledVote>
  );
}
