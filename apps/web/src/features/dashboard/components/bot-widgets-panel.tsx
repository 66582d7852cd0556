import { useState } from 'react';
import styled from 'styled-components';
import { Code2, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/notify';
import { WIDGET_KINDS, widgetSnippets, type WidgetKind } from './widget-snippets';

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ul`
  display: grid;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledWidget = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

const StyledSnippet = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  code {
    flex: 1 1 16rem;
    min-width: 0;
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

const KIND_LABELS: Record<WidgetKind, string> = {
  card: 'Card',
  servers: 'Servers badge',
  votes: 'Votes badge',
  rating: 'Rating badge',
  status: 'Status badge',
};

function Snippet({ label, text }: { label: string; text: string }) {
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Copied', `The ${label} is on your clipboard.`);
    } catch {
      notify.error('Copy Failed', 'Select the text and copy it yourself.');
    }
  };
  return (
    <StyledSnippet>
      <code>{text}</code>
      <Button variant="secondary" size="sm" onClick={handleCopy} aria-label={`Copy ${label}`}>
        <Copy size={14} aria-hidden="true" />
        Copy
      </Button>
    </StyledSnippet>
  );
}

/** The bot's SVG widgets, each with Markdown and HTML to embed it, in a dialog opened on demand. */
export function BotWidgetsPanel({ botId, botName }: { botId: number; botName: string }) {
  const [isOpen, setOpen] = useState(false);
  const origin = window.location.origin;
  return (
    <StyledPanel aria-label={`Widgets for ${botName}`}>
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-haspopup="dialog"
          aria-label={`Widgets of ${botName}`}
          onClick={() => setOpen(true)}
        >
          <Code2 size={14} aria-hidden="true" />
          Widgets
        </Button>
      </div>
      <Dialog
        open={isOpen}
        title={`Widgets for ${botName}`}
        description="Images of your bot's live numbers for a README or a website: paste the Markdown or the HTML."
        onClose={() => setOpen(false)}
      >
        <StyledList>
          {WIDGET_KINDS.map((kind) => {
            const snippets = widgetSnippets(origin, { id: botId, name: botName }, kind);
            const label = KIND_LABELS[kind];
            return (
              <StyledWidget key={kind}>
                <strong>{label}</strong>
                <img src={snippets.imageUrl} alt={`${label} of ${botName}`} />
                <Snippet label={`${label} Markdown`} text={snippets.markdown} />
                <Snippet label={`${label} HTML`} text={snippets.html} />
              </StyledWidget>
            );
          })}
        </StyledList>
      </Dialog>
    </StyledPanel>
  );
}
