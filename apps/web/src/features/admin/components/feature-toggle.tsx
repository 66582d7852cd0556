import { useState } from 'react';
import styled from 'styled-components';
import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { apiErrorMessage } from '@/lib/api-error-message';
import { setBotFeatured } from '../api/set-bot-featured';

const StyledToggle = styled(Button)`
  justify-self: start;
`;

interface FeatureToggleProps {
  botId: number;
  botName: string;
  /** From the staff list itself (joined by the api): no request per bot. */
  isFeatured: boolean;
}

/** Feature or unfeature the published bot behind an approved submission. */
export function FeatureToggle({ botId, botName, isFeatured }: FeatureToggleProps) {
  const [isSaving, setIsSaving] = useState(false);

  const handleToggle = async () => {
    setIsSaving(true);
    try {
      await setBotFeatured(botId, !isFeatured);
      notify.success(isFeatured ? 'Bot unfeatured' : 'Bot featured', `${botName} was updated.`);
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
      aria-pressed={isFeatured}
      disabled={isSaving}
      onClick={() => void handleToggle()}
    >
      <Star size={14} aria-hidden="true" fill={isFeatured ? 'currentColor' : 'none'} />
      {isFeatured ? 'Unfeature' : 'Feature'}
    </StyledToggle>
  );
}
