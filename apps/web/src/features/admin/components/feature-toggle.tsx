import { useState } from 'react';
import styled from 'styled-components';
import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useBot } from '@/lib/api/get-bot';
import { setBotFeatured } from '../api/set-bot-featured';

const StyledToggle = styled(Button)`
  justify-self: start;
`;

/** Feature or unfeature the published bot behind an approved submission. */
export function FeatureToggle({ botId, botName }: { botId: number; botName: string }) {
  const { data: bot } = useBot(botId);
  const [isSaving, setIsSaving] = useState(false);
  if (!bot) return null;

  const handleToggle = async () => {
    setIsSaving(true);
    try {
      await setBotFeatured(botId, !bot.isFeatured);
      notify.success(bot.isFeatured ? 'Bot unfeatured' : 'Bot featured', `${botName} was updated.`);
    } catch (error) {
      notify.error(
        'Update Failed',
        apiErrorMessage(error) ?? 'There was an error updating the bot.',
      );
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <StyledToggle
      variant="secondary"
      size="sm"
      aria-pressed={bot.isFeatured}
      disabled={isSaving}
      onClick={() => void handleToggle()}
    >
      <Star size={14} aria-hidden="true" fill={bot.isFeatured ? 'currentColor' : 'none'} />
      {bot.isFeatured ? 'Unfeature' : 'Feature'}
    </StyledToggle>
  );
}
