import styled from 'styled-components';

/** The staff tabs' tables: scroll sideways on a phone rather than squeeze their columns. */
export const StyledTableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  tr:last-child td {
    border-bottom: none;
  }
`;
