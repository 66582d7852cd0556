import { useState } from 'react';
import styled from 'styled-components';
import { Calendar, Eye, Pencil, Star, Tag, Trash2, Webhook } from 'lucide-react';
import type { DashboardBotView, UserBotView, WithCategoryNames } from '@botdir/contracts';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatRatingSummary } from '@/lib/format';
import { BotAnalyticsPanel } from './bot-analytics-panel';
import { BotCoOwnersPanel } from './bot-co-owners-panel';
import { BotAddressForm } from './bot-address-form';
import { BotTokenPanel } from './bot-token-panel';
import { BotWidgetsPanel } from './bot-widgets-panel';
import { OwnerCard, StyledCardActions, StyledCardMeta, StyledCardText } from './owner-card';
import { paths } from '@botdir/contracts';

/** Equal columns, one per button up to two a row: Delete never wraps onto a row of its own. */
const StyledActions = styled(StyledCardActions)<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => ($count === 4 ? 2 : $count)}, minmax(0, 1fr));
  & > * {
    width: 100%;
    justify-content: center;
  }
`;

/** "4.3 ★ from 13 reviews"; "No reviews yet" rather than "0.0 ★". */
function ratingText(bot: UserBotView): string {
  const rating = formatRatingSummary(bot.rating, bot.ratingCount);
  return rating ?? 'No reviews yet';
}

interface UserBotCardProps {
  /** Category names and token state come with the list: the card asks the api nothing. */
  bot: WithCategoryNames<DashboardBotView>;
  onEdit: (bot: UserBotView) => void;
  onDelete: (bot: UserBotView) => void;
  onWebhook: (bot: UserBotView) => void;
}

export function UserBotCard(props: UserBotCardProps) {
  const { bot, onEdit, onDelete, onWebhook } = props;
  const isLive = bot.status === 'live';
  const isOwner = bot.role === 'owner';
  const manages = bot.role !== 'offered';
  const category = bot.categoryNames[0];
  const [analyticsDays, setAnalyticsDays] = useState<number | null>(null);

  return (
    <OwnerCard
      wide={analyticsDays !== null}
      avatar={bot.avatar}
      name={bot.name}
      badges={
        <>
          <StatusBadge status={bot.status} />
          {bot.isFeatured && <StatusBadge status="featured" />}
          {bot.role === 'co-owner' && <Badge $tone="primary">Co-owner</Badge>}
        </>
      }
    >
      <StyledCardText>{bot.shortDescription}</StyledCardText>
      <StyledCardMeta>
        {category && (
          <span>
            <Tag size={12} aria-hidden="true" />
            {category}
          </span>
        )}
        <span>
          <Calendar size={12} aria-hidden="true" />
          Created {formatDate(bot.createdAt) ?? 'Unknown date'}
        </span>
        <span>
          <Star size={12} aria-hidden="true" />
          {ratingText(bot)}
        </span>
      </StyledCardMeta>
      <StyledActions
        $count={1 + (manages ? 1 : 0) + (isLive && manages ? 1 : 0) + (isOwner ? 1 : 0)}
      >
        <ButtonLink
          to={paths.bot(bot)}
          variant="secondary"
          size="sm"
          aria-label={`View ${bot.name}`}
        >
          <Eye size={14} aria-hidden="true" />
          View
        </ButtonLink>
        {manages && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onEdit(bot)}
            aria-label={`Edit ${bot.name}`}
            aria-describedby={isLive ? undefined : `edit-reason-${bot.id}`}
          >
            <Pencil size={14} aria-hidden="true" />
            Edit
          </Button>
        )}
        {isLive && manages && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onWebhook(bot)}
            aria-label={`Webhook of ${bot.name}`}
          >
            <Webhook size={14} aria-hidden="true" />
            Webhook
          </Button>
        )}
        {isOwner && (
          <Button
            variant="danger"
            size="sm"
            onClick={() => onDelete(bot)}
            aria-label={`Delete ${bot.name}`}
          >
            <Trash2 size={14} aria-hidden="true" />
            Delete
          </Button>
        )}
      </StyledActions>
      {!isLive && (
        <StyledCardMeta id={`edit-reason-${bot.id}`}>
          Waiting for review: an edit keeps its place in the queue.
        </StyledCardMeta>
      )}
      {isLive && <BotCoOwnersPanel bot={bot} />}
      {isLive && manages && <BotAddressForm bot={bot} />}
      {isLive && manages && (
        <BotTokenPanel botId={bot.id} botName={bot.name} issuedAt={bot.tokenIssuedAt} />
      )}
      {isLive && manages && (
        <BotAnalyticsPanel
          botId={bot.id}
          botName={bot.name}
          days={analyticsDays}
          onDaysChange={setAnalyticsDays}
        />
      )}
      {isLive && manages && <BotWidgetsPanel botId={bot.id} botName={bot.name} />}
    </OwnerCard>
  );
}
