import { useState } from 'react';
import styled from 'styled-components';
import { Bot, Plus } from 'lucide-react';
import type { DashboardBotView, UserBotView, WithCategoryNames } from '@botdir/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/page';
import { deleteBot } from '../api/delete-bot';
import { deleteSubmission } from '../api/delete-submission';
import { ConfirmDialog } from './confirm-dialog';
import { EditBotDialog } from './edit-bot-dialog';
import { UserBotCard } from './user-bot-card';
import { WebhookDialog } from './webhook-dialog';
import { paths } from '@botdir/contracts';

// A card with an open chart spans the row; the cards after it fill the places left before it.
const StyledGrid = styled(CardGrid)`
  grid-auto-flow: row dense;
`;

interface MyBotsPanelProps {
  bots: WithCategoryNames<DashboardBotView>[];
}

/** A pending bot exists only as its submission, so withdrawing it deletes the submission. */
async function removeBot(bot: UserBotView): Promise<void> {
  if (bot.status === 'pending' && bot.submissionId) await deleteSubmission(bot.submissionId);
  else await deleteBot(bot.id);
}

export function MyBotsPanel({ bots }: MyBotsPanelProps) {
  const [editing, setEditing] = useState<UserBotView | null>(null);
  const [deleting, setDeleting] = useState<UserBotView | null>(null);
  const [webhookOf, setWebhookOf] = useState<UserBotView | null>(null);

  if (bots.length === 0) {
    return (
      <EmptyState
        titleAs="h2"
        icon={<Bot />}
        title="No Bots Yet"
        action={
          <ButtonLink to={paths.submit()}>
            <Plus size={16} aria-hidden="true" />
            Submit Your First Bot
          </ButtonLink>
        }
      >
        You haven&apos;t submitted any bots yet. Share your bot with the community!
      </EmptyState>
    );
  }

  return (
    <>
      <StyledGrid>
        {bots.map((bot) => (
          <UserBotCard
            key={`${bot.status}-${bot.id}`}
            bot={bot}
            onEdit={setEditing}
            onDelete={setDeleting}
            onWebhook={setWebhookOf}
          />
        ))}
      </StyledGrid>
      <EditBotDialog bot={editing} onClose={() => setEditing(null)} />
      <WebhookDialog bot={webhookOf} onClose={() => setWebhookOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Bot"
        description={`Delete ${deleting?.name ?? 'this bot'}? It will be removed from the directory. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          if (deleting) await removeBot(deleting);
        }}
        toasts={{ success: 'Bot deleted successfully', failure: 'Failed to delete bot' }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
