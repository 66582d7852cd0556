import { useState } from 'react';
import styled from 'styled-components';
import { BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { DiscordWebhookSettings } from './discord-webhook-settings';

const StyledCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  & > h2 {
    margin-bottom: 0;
  }
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The dashboard's "Discord notifications" card: the owner's notifications (review outcomes,
 * featuring, removals, resolved reports) also go to a Discord channel through its webhook. The
 * settings open on demand, so the dashboard's first view asks the api for nothing more.
 */
export function DiscordNotificationsCard() {
  const [isOpen, setIsOpen] = useState(false);

  return (
    <StyledCard as="section" aria-labelledby="discord-notifications-title">
      <StyledHeader>
        <CardTitle id="discord-notifications-title">
          <BellRing size={18} aria-hidden="true" />
          Discord notifications
        </CardTitle>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isOpen}
          aria-controls="discord-webhook-settings"
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? 'Hide settings' : 'Set up'}
        </Button>
      </StyledHeader>
      <StyledText>
        Get review outcomes and other news about your bots in a Discord channel: create a webhook in
        the channel’s settings (Integrations → Webhooks) and paste its URL here.
      </StyledText>
      {isOpen && <DiscordWebhookSettings id="discord-webhook-settings" />}
    </StyledCard>
  );
}
