import { useState } from 'react';
import styled from 'styled-components';
import { Star } from 'lucide-react';
import { loginHref, useAuthUser } from '@/lib/auth';
import { useAction } from '@/lib/use-action';
import { rateBot } from '../api/rate-bot';

const StyledBox = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledStars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledStar = styled.button<{ $lit: boolean }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $lit }) => ($lit ? theme.colors.warning : theme.colors.textFaint)};
  cursor: pointer;
  svg {
    fill: ${({ $lit }) => ($lit ? 'currentColor' : 'none')};
  }
  &:disabled {
    cursor: wait;
  }
`;

const STARS = [1, 2, 3, 4, 5];

/** 1-5 star vote for signed-in visitors; others get a login link. */
export function BotRatingControl({ botId }: { botId: number }) {
  const { user, isLoading } = useAuthUser();
  const [chosen, setChosen] = useState(0);
  const [hovered, setHovered] = useState(0);
  const { isPending, run } = useAction();

  if (isLoading) return null;
  if (!user) {
    return (
      <StyledBox>
        <a href={loginHref}>Login with Discord</a> to rate this bot.
      </StyledBox>
    );
  }

  const handleRate = (stars: number) =>
    run(
      async () => {
        await rateBot(botId, stars);
        setChosen(stars);
      },
      {
        success: {
          title: 'Thanks for rating!',
          description: `You rated this bot ${stars} out of 5.`,
        },
        failure: 'Rating Failed',
        fallback: 'There was an error saving your rating.',
      },
    );

  const lit = hovered || chosen;
  return (
    <StyledBox>
      <span id={`rate-${botId}`}>{chosen ? 'Your rating' : 'Rate this bot'}</span>
      <StyledStars
        role="group"
        aria-labelledby={`rate-${botId}`}
        onMouseLeave={() => setHovered(0)}
      >
        {STARS.map((stars) => (
          <StyledStar
            key={stars}
            type="button"
            $lit={stars <= lit}
            aria-label={`Rate ${stars} ${stars === 1 ? 'star' : 'stars'}`}
            aria-pressed={chosen === stars}
            disabled={isPending}
            onMouseEnter={() => setHovered(stars)}
            onFocus={() => setHovered(stars)}
            onBlur={() => setHovered(0)}
            onClick={() => handleRate(stars)}
          >
            <Star size={22} aria-hidden="true" />
          </StyledStar>
        ))}
      </StyledStars>
    </StyledBox>
  );
}
