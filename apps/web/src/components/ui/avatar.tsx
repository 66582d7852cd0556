import { useState } from 'react';
import styled from 'styled-components';
import { Bot } from 'lucide-react';

const StyledFrame = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  overflow: hidden;
`;

const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

interface AvatarProps {
  src: string | null | undefined;
  /** Alternative text; pass "" when a name is shown next to the avatar. */
  alt: string;
  size?: number;
}

/** A round image that falls back to a bot icon when the URL is missing or broken. */
export function Avatar({ src, alt, size = 48 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  return (
    <StyledFrame $size={size}>
      {showImage ? (
        <StyledImage
          src={src ?? undefined}
          alt={alt}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <Bot
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          size={size * 0.55}
        />
      )}
    </StyledFrame>
  );
}
