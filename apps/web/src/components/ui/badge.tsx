import styled, { type DefaultTheme } from 'styled-components';

export type BadgeTone =
  'primary' | 'success' | 'warning' | 'danger' | 'neutral' | 'featured' | 'hot';

function toneColor(theme: DefaultTheme, tone: BadgeTone): string {
  switch (tone) {
    case 'primary':
      return theme.colors.primary;
    case 'success':
      return theme.colors.success;
    case 'warning':
      return theme.colors.warning;
    case 'danger':
      return theme.colors.danger;
    case 'featured':
      return theme.colors.featured;
    case 'hot':
      return theme.colors.hot;
    case 'neutral':
      return theme.colors.textMuted;
  }
}

/** A small pill label. `solid` fills it with the tone; otherwise the tone tints the text. */
export const Badge = styled.span<{ $tone?: BadgeTone; $solid?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral', $solid }) =>
    $solid ? theme.colors.onPrimary : toneColor(theme, $tone)};
  background: ${({ theme, $tone = 'neutral', $solid }) =>
    $solid ? toneColor(theme, $tone) : theme.colors.surfaceRaised};
  border: 1px solid
    ${({ theme, $tone = 'neutral', $solid }) => ($solid ? 'transparent' : toneColor(theme, $tone))};
  svg {
    width: 12px;
    height: 12px;
  }
`;
