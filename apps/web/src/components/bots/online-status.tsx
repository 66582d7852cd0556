import styled from 'styled-components';

const StyledStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledDot = styled.span<{ $online: boolean }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $online }) => ($online ? theme.colors.online : theme.colors.offline)};
`;

export function OnlineStatus({ isOnline }: { isOnline: boolean }) {
  return (
    <StyledStatus>
      <StyledDot $online={isOnline} aria-hidden="true" />
      {isOnline ? 'Online' : 'Offline'}
    </StyledStatus>
  );
}
