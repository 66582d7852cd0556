import { Suspense, lazy, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BotHistory } from './bot-history';
import { Spinner } from '@/components/ui/spinner';

// The form library loads only when a visitor opens Report, not with every bot page.
const ReportBotForm = lazy(() =>
  import('./report-bot-form').then((module) => ({ default: module.ReportBotForm })),
);

// Below the details and side cards, with the same gap as between them.
const StyledCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const StyledTabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const PANELS = { history: 'History', report: 'Report' } as const;
type Panel = keyof typeof PANELS;

/**
 * History (the bot's public life) and Report, below the bot's details. Nothing is shown (or
 * fetched) until one is chosen: the page's first view makes no request beyond its preloads.
 */
export function BotExtraTabs({ botId }: { botId: number }) {
  const [open, setOpen] = useState<Panel | null>(null);
  const id = useId();
  return (
    <StyledCard id="history">
      <StyledTabs role="tablist" aria-label="More about this bot">
        {(Object.keys(PANELS) as Panel[]).map((panel) => (
          <Button
            key={panel}
            role="tab"
            id={`${id}-${panel}`}
            size="sm"
            variant={open === panel ? 'primary' : 'secondary'}
            aria-selected={open === panel}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen(open === panel ? null : panel)}
          >
            {PANELS[panel]}
          </Button>
        ))}
      </StyledTabs>
      {open && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${open}`}>
          {open === 'history' ? (
            <BotHistory botId={botId} />
          ) : (
            <Suspense fallback={<Spinner />}>
              <ReportBotForm botId={botId} />
            </Suspense>
          )}
        </div>
      )}
    </StyledCard>
  );
}
