import styled, { type DefaultTheme } from 'styled-components';

export type BadgeTone =
  'primary' | 'success' | 'warning' | 'danger' | 'neutral' | 'featured' | 'hot';

type ToneKey = 'primary' | 'success' | 'warning' | 'danger';

const TONE_KEYS: Record<Exclude<BadgeTone, 'neutral'>, ToneKey> = {
  primary: 'primary',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  featured: 'warning',
  hot: 'danger',
};

/** The tone as text on a surface (`solid` false) or as a fill under white text (`solid` true). */
function toneColor(theme: DefaultTheme, tone: BadgeTone, solid = false): string {
  if (tone === 'neutral') return solid ? theme.colors.surfaceHover : theme.colors.textMuted;
  const key = TONE_KEYS[tone];
  return solid ? theme.colors[`${key}Solid`] : theme.colors[`${key}Text`];
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
    $solid
      ? $tone === 'neutral'
        ? theme.colors.text
        : theme.colors.onPrimary
      : toneColor(theme, $tone)};
  background: ${({ theme, $tone = 'neutral', $solid }) =>
    $solid ? toneColor(theme, $tone, true) : theme.colors.surfaceRaised};
  border: 1px solid
    ${({ theme, $tone = 'neutral', $solid }) => ($solid ? 'transparent' : toneColor(theme, $tone))};
  svg {
    width: 12px;
    height: 12px;
  }
`;
