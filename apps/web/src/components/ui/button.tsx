import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { tapTarget } from './tap-target';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block: boolean;
}

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSolid};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      filter: brightness(0.9);
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceHover};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
};

const sizeStyles = {
  sm: css`
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
};

/** Shared by the button, router-link and anchor forms so they look identical. */
const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.25;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease,
    filter 0.15s ease;
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  svg {
    flex-shrink: 0;
  }
  ${tapTarget}
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;

interface VisualProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

function styleProps({ variant = 'primary', size = 'md', block = false }: VisualProps): StyleProps {
  return { $variant: variant, $size: size, $block: block };
}

export function Button({
  variant,
  size,
  block,
  type = 'button',
  ...rest
}: VisualProps & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return <StyledButton type={type} {...styleProps({ variant, size, block })} {...rest} />;
}

/** A button-looking link inside the app (client-side navigation). */
export function ButtonLink({ variant, size, block, ...rest }: VisualProps & LinkProps) {
  return <StyledLink {...styleProps({ variant, size, block })} {...rest} />;
}

/** A button-looking plain link: full navigation, or a new tab with `external`. */
export function ButtonAnchor({
  variant,
  size,
  block,
  external = false,
  ...rest
}: VisualProps & AnchorHTMLAttributes<HTMLAnchorElement> & { external?: boolean }) {
  const tabProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <StyledAnchor {...styleProps({ variant, size, block })} {...tabProps} {...rest} />;
}
