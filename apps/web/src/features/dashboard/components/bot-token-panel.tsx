import { useState } from 'react';
import styled from 'styled-components';
import { Copy, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { formatDate } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { issueBotToken } from '../api/bot-token';

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLabel = styled.h3`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledToken = styled.code`
  flex: 1 1 16rem;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const StyledWarning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
`;

/** Generate / Regenerate the bot's API token; the new token is shown once, with Copy. */
interface BotTokenPanelProps {
  botId: number;
  botName: string;
  /** From the dashboard's list (joined by the api); null: no token yet. */
  issuedAt: string | null;
}

export function BotTokenPanel({ botId, botName, issuedAt }: BotTokenPanelProps) {
  const [token, setToken] = useState<string | null>(null);
  const { isPending, run } = useAction();
  const hasToken = issuedAt !== null || token !== null;

  const handleIssue = () =>
    run(async () => setToken(await issueBotToken(botId)), {
      failure: 'Token Failed',
      fallback: 'The token could not be created.',
    });

  const handleCopy = async () => {
    if (!token) return;
    await navigator.clipboard.writeText(token);
    notify.success('Copied', 'The token is on your clipboard.');
  };

  return (
    <StyledPanel aria-label={`API token for ${botName}`}>
      <StyledLabel>
        <KeyRound size={14} aria-hidden="true" />
        API token
      </StyledLabel>
      <StyledRow>
        <span>
          {issuedAt
            ? `Issued ${formatDate(issuedAt) ?? ''}`
            : 'No API token yet: your bot needs one to post its server count.'}
        </span>
        <Button variant="secondary" size="sm" onClick={handleIssue} disabled={isPending}>
          {hasToken ? 'Regenerate token' : 'Generate token'}
        </Button>
      </StyledRow>
      {token && (
        <>
          <StyledRow>
            <StyledToken data-testid="bot-token">{token}</StyledToken>
            <Button size="sm" onClick={handleCopy} aria-label="Copy token">
              <Copy size={14} aria-hidden="true" />
              Copy
            </Button>
          </StyledRow>
          <StyledWarning role="alert">
            This token is shown only once. Copy it now; regenerating it stops the old one at once.
          </StyledWarning>
        </>
      )}
    </StyledPanel>
  );
}
