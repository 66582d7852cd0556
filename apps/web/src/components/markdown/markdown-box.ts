import styled from 'styled-components';

/** Tables and code scroll inside their own box; nothing the text holds widens the page. */
export const StyledMarkdown = styled.div`
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
  &[data-markdown-source] {
    white-space: pre-wrap;
  }
`;
