import { ChevronsUp } from 'lucide-react';
import { paths } from '@botdir/contracts';
import { ButtonAnchor, ButtonLink } from '@/components/ui/button';
import { loginHrefTo, useAuthUser } from '@/lib/auth';

export const VOTE_LABEL = 'Vote';

/**
 * A card's small Vote: the bot's vote page (its countdown lives there). Logged out it logs in
 * through Discord first and comes back to that page.
 */
export function CardVoteLink({ bot }: { bot: { id: number; name: string; slug?: string | null } }) {
  const { user } = useAuthUser();
  const votePage = paths.botVote(bot);
  const label = `${VOTE_LABEL} for ${bot.name}`;
  const content = (
    <>
      <ChevronsUp size={14} aria-hidden="true" />
      {VOTE_LABEL}
    </>
  );
  return user ? (
    <ButtonLink to={votePage} variant="secondary" size="sm" aria-label={label}>
      {content}
    </ButtonLink>
  ) : (
    <ButtonAnchor href={loginHrefTo(votePage)} variant="secondary" size="sm" aria-label={label}>
      {content}
    </ButtonAnchor>
  );
}
