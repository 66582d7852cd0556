import styled from 'styled-components';
import { Info, Tag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths, type BotView } from '@botdir/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { MarkdownDescription } from '@/components/markdown/markdown-description';

const StyledTags = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledTagsTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * About: the full description in Markdown (as text until the renderer has loaded), then the tags when there are any. `imagesOf`: a live
 * bot's id, whose description images load through the image proxy.
 */
export function BotAboutCard({ bot, imagesOf }: { bot: BotView; imagesOf?: number }) {
  return (
    <Card as="section" aria-label={`About ${bot.name}`}>
      <CardTitle>
        <Info size={20} aria-hidden="true" />
        About {bot.name}
      </CardTitle>
      <MarkdownDescription source={bot.description} imagesOf={imagesOf} />
      {bot.tags.length > 0 && (
        <StyledTags>
          <StyledTagsTitle>
            <Tag size={16} aria-hidden="true" />
            Tags
          </StyledTagsTitle>
          <StyledTagList>
            {bot.tags.map((tag) => (
              <li key={tag}>
                <Badge as={Link} to={paths.tag(tag)}>
                  #{tag}
                </Badge>
              </li>
            ))}
          </StyledTagList>
        </StyledTags>
      )}
    </Card>
  );
}
