import { useState } from 'react';
import { Inbox } from 'lucide-react';
import type { BotData, SubmissionView } from '@botdir/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { CardGrid } from '@/components/ui/page';
import { notify } from '@/components/ui/notify';
import { deleteSubmission } from '../api/delete-submission';
import { resubmitSubmission } from '../api/resubmit-submission';
import { AmendSubmissionDialog } from './amend-submission-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { parseBotData } from '@/lib/parse-bot-data';
import { apiErrorMessage } from '@/lib/api-error-message';
import { UserSubmissionCard } from './user-submission-card';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';

interface MySubmissionsPanelProps {
  submissions: SubmissionView[];
}

export function MySubmissionsPanel({ submissions }: MySubmissionsPanelProps) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [amending, setAmending] = useState<SubmissionView | null>(null);
  const [deleting, setDeleting] = useState<SubmissionView | null>(null);
  useScrollToHash(submissions.length > 0);

  /** Without data the stored bot goes back to review unchanged. */
  const resubmit = async (submission: SubmissionView, data?: BotData) => {
    setBusyId(submission.id);
    try {
      await resubmitSubmission(submission.id, data);
      notify.success('Bot resubmitted successfully');
      setAmending(null);
    } catch (error) {
      notify.error('Failed to resubmit bot', apiErrorMessage(error));
      throw error;
    } finally {
      setBusyId(null);
    }
  };

  const handleResubmit = (submission: SubmissionView) => {
    resubmit(submission).catch(() => undefined);
  };

  if (submissions.length === 0) {
    return (
      <EmptyState icon={<Inbox />} title="No Submissions" titleAs="h2">
        You haven&apos;t submitted any bots for review yet.
      </EmptyState>
    );
  }

  // A rejected submission that was resubmitted is superseded by the one naming it.
  const successors = new Map(
    submissions.flatMap((s) => (s.resubmittedFrom ? [[s.resubmittedFrom, s.id] as const] : [])),
  );
  const deletingName = deleting ? (parseBotData(deleting.botData)?.name ?? 'this bot') : '';

  return (
    <>
      <CardGrid>
        {submissions.map((submission) => (
          <UserSubmissionCard
            key={submission.id}
            submission={submission}
            isBusy={busyId === submission.id}
            successorId={successors.get(submission.id) ?? null}
            onResubmit={handleResubmit}
            onAmend={setAmending}
            onDelete={setDeleting}
          />
        ))}
      </CardGrid>
      <AmendSubmissionDialog
        submission={amending}
        onResubmit={resubmit}
        onClose={() => setAmending(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Submission"
        description={`Withdraw the submission of ${deletingName}? This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          if (deleting) await deleteSubmission(deleting.id);
        }}
        toasts={{
          success: 'Submission deleted successfully',
          failure: 'Failed to delete submission',
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
