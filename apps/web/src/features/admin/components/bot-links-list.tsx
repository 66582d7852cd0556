import styled from 'styled-components';
import type { BotData } from '@botdir/contracts';
import { StyledSectionLabel } from './admin-submission-card';
import { tapTarget } from '@/components/ui/tap-target';

const StyledList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    ${tapTarget}
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

function LinkRow({ label, url }: { label: string; url: string }) {
  return (
    <div>
      <StyledSectionLabel as="dt">{label}</StyledSectionLabel>
      <dd>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      </dd>
    </div>
  );
}

/** What a reviewer checks besides the text: invite URL, support server and app id. */
export function BotLinksList({ bot }: { bot: BotData }) {
  return (
    <StyledList>
      <LinkRow label="Invite URL" url={bot.inviteUrl} />
      {bot.supportServerUrl && <LinkRow label="Support Server" url={bot.supportServerUrl} />}
      {bot.discordAppId && (
        <div>
          <StyledSectionLabel as="dt">Discord App ID</StyledSectionLabel>
          <dd>{bot.discordAppId}</dd>
        </div>
      )}
    </StyledList>
  );
}
