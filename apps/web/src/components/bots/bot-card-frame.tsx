import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tapTarget } from '../ui/tap-target';

/** The card's outline, shared by real cards and their loading placeholders. */
export const StyledCardFrame = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    border-color 0.15s ease,
    transform 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const StyledCardHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const StyledCardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledCardText = styled.p<{ $clamp?: number; $keepLines?: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: ${({ $clamp = 3 }) => $clamp};
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  white-space: ${({ $keepLines }) => ($keepLines ? 'pre-line' : 'normal')};
`;

/** The bot's name, linking to its page. */
export const StyledCardName = styled(Link)`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  ${tapTarget}
  &:hover {
    text-decoration: underline;
  }
`;
