import { useMemo } from 'react';
import styled from 'styled-components';
import { descriptionImagePath, renderMarkdown } from '@botdir/contracts';

/** Tables and code scroll inside their own box; nothing the text holds widens the page. */
const StyledMarkdown = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  min-width: 0;
  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
  h3,
  h4,
  h5,
  h6 {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.xl};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }
  pre {
    max-width: 100%;
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: normal;
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: normal;
  }
  img {
    max-width: 100%;
    max-height: 480px;
    height: auto;
  }
  .md-plain {
    white-space: pre-line;
  }
`;

/**
 * A description in Markdown, rendered by the one shared renderer (raw HTML is shown as text).
 * `imagesOf`: the live bot whose images load through the site's image proxy.
 */
export function MarkdownContent({
  source,
  className,
  imagesOf,
}: {
  source: string;
  className?: string;
  imagesOf?: number;
}) {
  const html = useMemo(
    () =>
      renderMarkdown(
        source,
        imagesOf === undefined
          ? {}
          : { imageSrc: (index, src) => descriptionImagePath(imagesOf, index, src) },
      ),
    [source, imagesOf],
  );
  // renderMarkdown escapes every tag of the source and allows only http(s)/mailto links.
  return (
    <StyledMarkdown
      className={className}
      data-markdown=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
