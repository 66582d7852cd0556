import { useState } from 'react';
import styled from 'styled-components';

const StyledFrame = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primaryHover};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  overflow: hidden;
  user-select: none;
`;

const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Up to two letters from a name: "Music Bot" -> "MB", "dyno" -> "D". */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.slice(0, 2).map((word) => [...word][0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

interface AvatarProps {
  src: string | null | undefined;
  /** The name the initials come from when the image is missing or cannot load. */
  name: string;
  /** Alternative text; pass "" when the name is shown next to the avatar. */
  alt: string;
  size?: number;
  /** The first view's largest image: load it at once rather than lazily. */
  eager?: boolean;
}

/** A round image that falls back to the name's initials when the URL is missing or broken. */
export function Avatar({ src, name, alt, size = 48, eager = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  return (
    <StyledFrame $size={size}>
      {showImage ? (
        <StyledImage
          src={src ?? undefined}
          alt={alt}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          {initialsOf(name)}
        </span>
      )}
    </StyledFrame>
  );
}
