import styled from 'styled-components';
import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/use-action';
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
  const { isPending, run } = useAction();

  const handleToggle = () =>
    run(() => setBotFeatured(botId, !isFeatured), {
      success: {
        title: isFeatured ? 'Bot unfeatured' : 'Bot featured',
        description: `${botName} was updated.`,
      },
      failure: 'Update Failed',
      fallback: 'There was an error updating the bot.',
    });

  return (
    <StyledToggle
      variant="secondary"
      size="sm"
      aria-pressed={isFeatured}
      disabled={isPending}
      onClick={() => void handleToggle()}
    >
      <Star size={14} aria-hidden="true" fill={isFeatured ? 'currentColor' : 'none'} />
      {isFeatured ? 'Unfeature' : 'Feature'}
    </StyledToggle>
  );
}
