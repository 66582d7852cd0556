import styled from 'styled-components';
import type { BotView } from '@botdir/contracts';
import { Avatar } from '@/components/ui/avatar';
import { categoryNamer, useCategories } from '@/lib/categories';

const StyledMessage = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledAuthor = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledBotTag = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 10px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledTime = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledEmbed = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

const StyledEmbedTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.focus};
`;

const StyledFields = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** How the bot could look greeting a server: a chat message with an embed. */
export function DiscordMessagePreview({ bot }: { bot: BotView }) {
  const { data: categories } = useCategories();
  const nameOf = categoryNamer(categories);

  return (
    <StyledMessage>
      <Avatar src={bot.avatar} name={bot.name} alt="" size={40} />
      <div>
        <StyledAuthor>
          {bot.name}
          <StyledBotTag>BOT</StyledBotTag>
          <StyledTime>Today</StyledTime>
        </StyledAuthor>
        <p>Thanks for adding me to your server! Type /help to see what I can do.</p>
        <StyledEmbed>
          <StyledEmbedTitle>{bot.name}</StyledEmbedTitle>
          <p>{bot.shortDescription}</p>
          <StyledFields>
            <dt>Categories</dt>
            <dt>Status</dt>
            <dd>{bot.categories.map(nameOf).join(', ') || 'None'}</dd>
            <dd>{bot.isOnline ? 'Online' : 'Offline'}</dd>
          </StyledFields>
        </StyledEmbed>
      </div>
    </StyledMessage>
  );
}
