import { useState } from 'react';
import styled from 'styled-components';
import { CANNED_REASON_KINDS, type CannedReasonView } from '@botdir/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { notify } from '@/components/ui/notify';
import { Loading } from '@/components/ui/spinner';
import { useCannedReasons } from '@/components/moderation/use-canned-reasons';
import { apiErrorMessage } from '@/lib/api-error-message';
import { addCannedReason, editCannedReason, retireCannedReason } from '../api/canned-reasons';
import { KIND_LABELS, ReasonForm } from './reason-form';

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

function ReasonCard({ reason }: { reason: CannedReasonView }) {
  const [editing, setEditing] = useState(false);
  const retire = async () => {
    try {
      await retireCannedReason(reason.id);
      notify.success('Reason retired', `"${reason.title}" is no longer offered.`);
    } catch (error) {
      notify.error('Could not retire', apiErrorMessage(error) ?? 'Please try again.');
    }
  };
  return (
    <Card as="article" aria-label={`Reason ${reason.title}`}>
      <CardTitle>
        {reason.title} {!reason.active && <Badge>Retired</Badge>}
      </CardTitle>
      {editing ? (
        <ReasonForm
          idPrefix={`reason-${reason.id}`}
          editing
          submitLabel="Save reason"
          initialValues={{
            kind: reason.kind,
            title: reason.title,
            explanation: reason.explanation,
            guidelineUrl: reason.guidelineUrl ?? '',
          }}
          onSave={async ({ title, explanation, guidelineUrl }) => {
            await editCannedReason(reason.id, { title, explanation, guidelineUrl });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <p>{reason.explanation}</p>
          {reason.guidelineUrl && <StyledMeta>Guideline: {reason.guidelineUrl}</StyledMeta>}
          {reason.active && (
            <div>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                Edit
              </Button>{' '}
              <Button variant="danger" size="sm" onClick={() => void retire()}>
                Retire
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

function ReasonLists({ reasons }: { reasons: CannedReasonView[] }) {
  if (reasons.length === 0)
    return <EmptyState title="No canned reasons">Add the first one above.</EmptyState>;
  // Active first within each kind; retired ones stay listed, as earlier decisions carry them.
  return CANNED_REASON_KINDS.map((kind) => {
    const ofKind = reasons
      .filter((reason) => reason.kind === kind)
      .sort((a, b) => Number(b.active) - Number(a.active));
    return (
      <section key={kind} aria-label={`${KIND_LABELS[kind]} reasons`}>
        <CardTitle as="h3">{KIND_LABELS[kind]} reasons</CardTitle>
        <StyledList>
          {ofKind.length === 0 ? (
            <StyledMeta>None yet.</StyledMeta>
          ) : (
            ofKind.map((reason) => <ReasonCard key={reason.id} reason={reason} />)
          )}
        </StyledList>
      </section>
    );
  });
}

/** Administrators only: the canned rejection and unlist reasons reviewers pick from. */
export function ReasonsPanel({ enabled }: { enabled: boolean }) {
  const { data, error, mutate } = useCannedReasons(enabled);
  let body;
  if (error) body = <LoadError error={error} onRetry={() => mutate()} what="reasons" />;
  else if (!data) body = <Loading label="Loading reasons..." />;
  else body = <ReasonLists reasons={data} />;
  return (
    <StyledList>
      <Card>
        <CardTitle>Add a canned reason</CardTitle>
        <ReasonForm
          idPrefix="new-reason"
          editing={false}
          submitLabel="Add reason"
          initialValues={{ kind: 'reject', title: '', explanation: '', guidelineUrl: '' }}
          onSave={async (values) => {
            await addCannedReason(values);
            notify.success('Reason added', `"${values.title}" can be picked now.`);
          }}
        />
      </Card>
      {body}
    </StyledList>
  );
}
