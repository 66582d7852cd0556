import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { CodeBlock } from './doc-layout';
import type { Endpoint } from './api-endpoints';

const StyledEndpoint = styled.article`
  padding: ${({ theme }) => theme.space.lg} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-of-type {
    border-top: none;
    padding-top: 0;
  }
`;

const StyledSignature = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  && {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  code {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledParams = styled.dl`
  display: grid;
  grid-template-columns: minmax(90px, auto) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dd {
    margin: 0;
  }
`;

const StyledParamRow = styled.div`
  display: contents;
`;

const StyledAnswer = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The generated examples name no host: this site's own address is the one to call. */
function withThisOrigin(example: string): string {
  return example.replaceAll('https://your-host', window.location.origin);
}

export function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  return (
    <StyledEndpoint>
      <StyledSignature>
        <Badge $tone={endpoint.method === 'GET' ? 'success' : 'primary'} $solid>
          {endpoint.method}
        </Badge>
        <code>{endpoint.path}</code>
      </StyledSignature>
      <p>{endpoint.summary}</p>
      {endpoint.params && (
        <StyledParams aria-label={`Parameters of ${endpoint.method} ${endpoint.path}`}>
          {endpoint.params.map((param) => (
            <StyledParamRow key={param.name}>
              <dt>
                <code>{param.name}</code>
              </dt>
              <dd>{param.description}</dd>
            </StyledParamRow>
          ))}
        </StyledParams>
      )}
      <StyledAnswer>
        <strong>Answer:</strong> {endpoint.answer}
      </StyledAnswer>
      {endpoint.example && (
        <CodeBlock>
          <code>{withThisOrigin(endpoint.example)}</code>
        </CodeBlock>
      )}
    </StyledEndpoint>
  );
}
