import styled from 'styled-components';
import { ExternalLink, Eye } from 'lucide-react';
import { ButtonAnchor, ButtonLink } from '@/components/ui/button';
import { inviteHref } from '@/lib/bot-links';
import { paths } from '@botdir/contracts';
import { CardVoteLink } from './card-vote-link';

/** The one wording of a listed bot's buttons, on every page that lists bots. */
export const INVITE_LABEL = 'Invite';
export const VIEW_LABEL = 'View';

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

interface BotCardActionsProps {
  bot: { id: number; name: string; slug?: string | null };
  className?: string;
}

/** Invite (a new tab through the api's invite redirect), View (the bot's page) and a small Vote. */
export function BotCardActions({ bot, className }: BotCardActionsProps) {
  return (
    <StyledActions className={className}>
      <ButtonAnchor
        href={inviteHref(bot.id)}
        external
        size="sm"
        aria-label={`${INVITE_LABEL} ${bot.name}`}
      >
        <ExternalLink size={14} aria-hidden="true" />
        {INVITE_LABEL}
        {/* Link text that names the bot, for crawlers that read text rather than labels. */}
        <span className="visually-hidden"> {bot.name}</span>
      </ButtonAnchor>
      <ButtonLink
        to={paths.bot(bot)}
        variant="secondary"
        size="sm"
        aria-label={`${VIEW_LABEL} ${bot.name}`}
      >
        <Eye size={14} aria-hidden="true" />
        {VIEW_LABEL}
        <span className="visually-hidden"> {bot.name}</span>
      </ButtonLink>
      <CardVoteLink bot={bot} />
    </StyledActions>
  );
}
