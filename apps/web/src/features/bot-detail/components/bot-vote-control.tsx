import styled from 'styled-components';
import { ChevronsUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { loginHref, useAuthUser } from '@/lib/auth';
import { formatWait } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { useMyVote, voteForBot } from '../api/vote-for-bot';

const StyledBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Vote (once every 12 hours); shows how long until the next vote. Not for the bot's owner. */
export function BotVoteControl({ botId, ownerId }: { botId: number; ownerId: string }) {
  const { user, isLoading } = useAuthUser();
  const { data: myVote } = useMyVote(botId, Boolean(user));
  const { isPending, run } = useAction();

  if (isLoading) return null;
  if (!user) {
    return (
      <StyledBox>
        <span>
          <a href={loginHref}>Login with Discord</a> to vote for this bot.
        </span>
      </StyledBox>
    );
  }
  if (user.id === ownerId) return <StyledBox>You cannot vote for your own bot.</StyledBox>;

  const wait = myVote?.retryAfter ?? 0;
  const handleVote = () =>
    run(() => voteForBot(botId), {
      success: {
        title: 'Thanks for voting!',
        description: 'You can vote for this bot again in 12 hours.',
      },
      failure: 'Vote Failed',
      fallback: 'Your vote could not be saved.',
    });

  return (
    <StyledBox>
      <Button onClick={handleVote} disabled={isPending || wait > 0} block>
        <ChevronsUp size={16} aria-hidden="true" />
        {wait > 0 ? 'Voted' : 'Vote'}
      </Button>
      {wait > 0 && <span role="status">You can vote again in {formatWait(wait)}.</span>}
    </StyledBox>
  );
}
