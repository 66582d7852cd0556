import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { StyledText } from './admin-submission-card';

/** Texts longer than this start folded. */
const FOLD_AT = 400;

const StyledFolded = styled(StyledText)<{ $folded: boolean }>`
  ${({ $folded }) =>
    $folded &&
    `display: -webkit-box;
    -webkit-line-clamp: 6;
    -webkit-box-orient: vertical;
    overflow: hidden;`}
`;

/** A long description shown folded to six lines, with a button to unfold it. */
export function CollapsibleText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.length <= FOLD_AT) return <StyledText>{text}</StyledText>;
  return (
    <>
      <StyledFolded id={id} $folded={!open}>
        {text}
      </StyledFolded>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open
          ? 'Show less'
          : `Show full description (${text.length.toLocaleString('en-US')} characters)`}
      </Button>
    </>
  );
}
