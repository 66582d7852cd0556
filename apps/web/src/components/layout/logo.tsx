import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Bot } from 'lucide-react';
import { tapTarget } from '../ui/tap-target';
import { SITE_NAME, paths } from '@botdir/contracts';

const StyledLogo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  text-decoration: none;
  ${tapTarget}
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.sm};
  flex-shrink: 0;
`;

const StyledMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <StyledLogo to={paths.home()} aria-label={`${SITE_NAME} home`} onClick={onClick}>
      <StyledMark aria-hidden="true">
        <Bot size={22} />
      </StyledMark>
      <span>{SITE_NAME}</span>
    </StyledLogo>
  );
}
