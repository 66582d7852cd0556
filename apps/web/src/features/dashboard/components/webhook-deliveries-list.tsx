import styled from 'styled-components';
import { RotateCcw } from 'lucide-react';
import type { WebhookDeliveryView } from '@botdir/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

const TONES: Record<WebhookDeliveryView['status'], BadgeTone> = {
  pending: 'warning',
  sending: 'primary',
  succeeded: 'success',
  failed: 'danger',
};

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function lastAttempt(delivery: WebhookDeliveryView): string {
  const last = delivery.attempts.at(-1);
  if (!last) return 'not sent yet';
  const answer = last.statusCode === null ? (last.error ?? 'no answer') : `HTTP ${last.statusCode}`;
  return `${delivery.attempts.length} attempt(s), last: ${answer} in ${last.latencyMs} ms`;
}

interface WebhookDeliveriesListProps {
  deliveries: WebhookDeliveryView[];
  onRedeliver: (delivery: WebhookDeliveryView) => void;
}

/** Recent deliveries with their status; a finished one can be sent again. */
export function WebhookDeliveriesList({ deliveries, onRedeliver }: WebhookDeliveriesListProps) {
  if (deliveries.length === 0) return <p>No deliveries yet.</p>;
  return (
    <StyledList aria-label="Recent deliveries">
      {deliveries.map((delivery) => (
        <StyledItem key={delivery.deliveryId}>
          <Badge $tone={TONES[delivery.status]}>{delivery.status}</Badge>
          <span>{delivery.type}</span>
          <span>{formatDate(delivery.requestedAt) ?? delivery.requestedAt}</span>
          <span>{lastAttempt(delivery)}</span>
          {(delivery.status === 'succeeded' || delivery.status === 'failed') && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onRedeliver(delivery)}
              aria-label={`Redeliver ${delivery.type} delivery`}
            >
              <RotateCcw size={14} aria-hidden="true" />
              Redeliver
            </Button>
          )}
        </StyledItem>
      ))}
    </StyledList>
  );
}
