import styled from 'styled-components';
import { Images, SquareSlash } from 'lucide-react';
import type { BotPageView } from '@botdir/contracts';
import { Card, CardTitle } from '@/components/ui/card';

const StyledBanner = styled.img`
  display: block;
  width: 100%;
  max-height: 240px;
  object-fit: cover;
  margin-bottom: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const StyledGallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const StyledCommands = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    font-family: ${({ theme }) => theme.fonts.mono};
    color: ${({ theme }) => theme.colors.primaryText};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

type Showcased = Pick<BotPageView, 'name' | 'banner' | 'screenshots' | 'slashCommands'>;

/** The bot's banner, above its header; nothing when it has none. */
export function BotBanner({ bot }: { bot: Showcased }) {
  if (!bot.banner) return null;
  return (
    <StyledBanner
      src={bot.banner}
      alt={`${bot.name} banner`}
      referrerPolicy="no-referrer"
      decoding="async"
    />
  );
}

/** Screenshots as a gallery and the slash commands as a list, each only when there are some. */
export function BotShowcase({ bot }: { bot: Showcased }) {
  const { screenshots, slashCommands } = bot;
  if (screenshots.length === 0 && slashCommands.length === 0) return null;
  return (
    <StyledSections>
      {screenshots.length > 0 && (
        <Card as="section" aria-label={`Screenshots of ${bot.name}`}>
          <CardTitle>
            <Images size={20} aria-hidden="true" />
            Screenshots
          </CardTitle>
          <StyledGallery>
            {screenshots.map((url, index) => (
              <li key={`${index}-${url}`}>
                <a href={url} target="_blank" rel="nofollow ugc noopener noreferrer">
                  <img
                    src={url}
                    alt={`${bot.name} screenshot ${index + 1} of ${screenshots.length}`}
                    loading="lazy"
                    decoding="async"
                    referrerPolicy="no-referrer"
                  />
                </a>
              </li>
            ))}
          </StyledGallery>
        </Card>
      )}
      {slashCommands.length > 0 && (
        <Card as="section" aria-label={`Slash commands of ${bot.name}`}>
          <CardTitle>
            <SquareSlash size={20} aria-hidden="true" />
            Slash commands
          </CardTitle>
          <StyledCommands>
            {slashCommands.map((command) => (
              <div key={command.name}>
                <dt>/{command.name}</dt>
                <dd>{command.description}</dd>
              </div>
            ))}
          </StyledCommands>
        </Card>
      )}
    </StyledSections>
  );
}
