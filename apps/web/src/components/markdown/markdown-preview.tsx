import { useState } from 'react';
import styled from 'styled-components';
import { Eye, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MarkdownContent } from './markdown-content';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledPreview = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

// An h2 of its own: the text's headings (h3 and below) then follow it on any page the form is on.
const StyledPreviewTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

interface MarkdownPreviewProps {
  id: string;
  source: string;
  label: string;
}

/** Under a Markdown field: what it supports, and a Preview of the text as the bot page shows it. */
export function MarkdownPreview({ id, source, label }: MarkdownPreviewProps) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <StyledBar>
        <span>Markdown: **bold**, lists, tables, ```code```, links. HTML shows as text.</span>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? <Pencil size={14} aria-hidden="true" /> : <Eye size={14} aria-hidden="true" />}
          {open ? 'Hide preview' : 'Preview'}
        </Button>
      </StyledBar>
      {open && (
        <StyledPreview id={id} role="region" aria-labelledby={`${id}-title`}>
          <StyledPreviewTitle id={`${id}-title`}>{label} preview</StyledPreviewTitle>
          <MarkdownContent source={source.trim() ? source : '*Nothing to preview yet.*'} />
        </StyledPreview>
      )}
    </div>
  );
}
