import { useMemo } from 'react';
import { descriptionImagePath, renderMarkdown } from '@botdir/contracts';
import { StyledMarkdown } from './markdown-box';

export interface MarkdownContentProps {
  source: string;
  className?: string;
  imagesOf?: number;
}

/**
 * A description in Markdown, rendered by the one shared renderer (raw HTML is shown as text).
 * `imagesOf`: the live bot whose images load through the site's image proxy.
 */
export function MarkdownContent({ source, className, imagesOf }: MarkdownContentProps) {
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
