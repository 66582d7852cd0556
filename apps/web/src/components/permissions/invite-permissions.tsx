import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { decodeInvitePermissions, type DecodedPermissions } from '@botdir/contracts';
import { Badge } from '@/components/ui/badge';

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSummary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledDanger = styled.li`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.dangerText};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledDangerName = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  svg {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;

const StyledExplanation = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledOthers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function summaryOf({ dangerous, others, unknownBits }: DecodedPermissions): string {
  const count = dangerous.length + others.length + unknownBits.length;
  if (count === 0) return 'Asks for no permissions.';
  const total = `Asks for ${count} permission${count === 1 ? '' : 's'}`;
  if (dangerous.length === 0) return `${total}, none of them dangerous.`;
  return `${total}, ${dangerous.length} of them dangerous.`;
}

/**
 * What a bot's invite asks for, in Discord's own words: dangerous permissions first, each marked
 * "Dangerous" in text and explained; then the others; then bits Discord does not document.
 */
export function InvitePermissions({ inviteUrl }: { inviteUrl: string }) {
  const decoded = decodeInvitePermissions(inviteUrl);
  if (!decoded.valid) return <StyledSummary>{decoded.message}</StyledSummary>;
  const { dangerous, others, unknownBits } = decoded;
  return (
    <StyledBody data-testid="invite-permissions">
      <StyledSummary>{summaryOf(decoded)}</StyledSummary>
      {dangerous.length > 0 && (
        <StyledList aria-label="Dangerous permissions">
          {dangerous.map((permission) => (
            <StyledDanger key={permission.flag}>
              <StyledDangerName>
                <AlertTriangle size={16} aria-hidden="true" />
                {permission.name}
                <Badge $tone="danger">Dangerous</Badge>
              </StyledDangerName>
              <StyledExplanation>{permission.danger}</StyledExplanation>
            </StyledDanger>
          ))}
        </StyledList>
      )}
      {others.length > 0 && (
        <StyledOthers aria-label="Other permissions">
          {others.map((permission) => (
            <li key={permission.flag}>
              <Badge>{permission.name}</Badge>
            </li>
          ))}
        </StyledOthers>
      )}
      {unknownBits.length > 0 && (
        <StyledSummary>
          Not documented by Discord: bit{unknownBits.length === 1 ? '' : 's'}{' '}
          {unknownBits.join(', ')}.
        </StyledSummary>
      )}
    </StyledBody>
  );
}
