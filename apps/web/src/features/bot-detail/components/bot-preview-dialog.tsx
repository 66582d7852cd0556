import styled from 'styled-components';
import { ExternalLink } from 'lucide-react';
import type { BotView } from '@botdir/contracts';
import { Button, ButtonAnchor } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inviteHref } from '@/lib/bot-links';
import { BotCard } from '@/components/bots/bot-card';
import { DiscordMessagePreview } from './discord-message-preview';

const StyledHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textFaint};
  &:first-child {
    margin-top: 0;
  }
`;

interface BotPreviewDialogProps {
  bot: BotView;
  open: boolean;
  onClose: () => void;
}

/** Preview: the bot's listing card and a sample message as it would appear in Discord. */
export function BotPreviewDialog({ bot, open, onClose }: BotPreviewDialogProps) {
  return (
    <Dialog
      open={open}
      title={`Preview ${bot.name}`}
      description="How this bot appears in the directory and in your server."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <ButtonAnchor href={inviteHref(bot.id)} external>
            <ExternalLink size={16} aria-hidden="true" />
            Invite Bot
          </ButtonAnchor>
        </>
      }
    >
      <StyledHeading>Directory listing</StyledHeading>
      <BotCard bot={bot} />
      <StyledHeading>In your server</StyledHeading>
      <DiscordMessagePreview bot={bot} />
    </Dialog>
  );
}
