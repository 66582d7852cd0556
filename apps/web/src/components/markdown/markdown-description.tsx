import { Suspense, lazy } from 'react';
import { markdownAsText } from './markdown-as-text';
import { StyledMarkdown } from './markdown-box';
import type { MarkdownContentProps } from './markdown-content';

// The renderer (markdown-it, about 42 KB gzip) is no part of a page's first view: it loads once
// the page is up, and the description reads as text until then.
const MarkdownContent = lazy(() =>
  import('./markdown-content').then((module) => ({ default: module.MarkdownContent })),
);

/**
 * A description in Markdown: its words as text at once (marks left out), in the same box with its
 * line breaks and spaces, then rendered by the shared renderer once that has loaded.
 */
export function MarkdownDescription(props: MarkdownContentProps) {
  // Busy: the rendered version is on its way (and the browser tests' settling waits for it).
  const asText = (
    <StyledMarkdown className={props.className} data-markdown-source="" aria-busy="true">
      {markdownAsText(props.source)}
    </StyledMarkdown>
  );
  return (
    <Suspense fallback={asText}>
      <MarkdownContent {...props} />
    </Suspense>
  );
}
