import { Code2, Gauge, Globe, TriangleAlert } from 'lucide-react';
import { CodeBlock, DocPage, DocSection } from './doc-layout';
import { PUBLIC_ENDPOINTS } from './api-endpoints';
import { EndpointCard } from './endpoint-card';
import { VoteWebhooksSection } from './vote-webhooks-section';

export function ApiDocsPage() {
  return (
    <DocPage
      title="API Documentation"
      icon={<Code2 size={30} aria-hidden="true" />}
      intro="Read the directory from your own site, bot or dashboard. All answers are JSON."
    >
      <DocSection title="Overview" icon={<Globe size={20} aria-hidden="true" />}>
        <p>
          The base URL is this site&apos;s address; every path below starts with <code>/api</code>.
          Requests and responses use JSON. Public reads need no key and are served with CORS
          enabled, so browsers on other origins can call them directly. The whole API is described
          as OpenAPI 3 at <code>/api/openapi.json</code>.
        </p>
      </DocSection>
      <DocSection title="Rate Limits" icon={<Gauge size={20} aria-hidden="true" />}>
        <ul>
          <li>
            <strong>100 GET requests per minute</strong> per IP address.
          </li>
          <li>
            <strong>10 submissions per hour</strong> per IP address.
          </li>
          <li>
            <strong>1 stats post per minute</strong> per bot.
          </li>
          <li>
            <strong>1 vote every 12 hours</strong> per user per bot.
          </li>
          <li>
            Lists return <strong>20 items by default</strong> (<code>limit</code> up to 100).
          </li>
        </ul>
        <p>
          Going over a limit answers <code>429 Too Many Requests</code>; wait and try again.
        </p>
      </DocSection>
      <DocSection title="Endpoints" icon={<Code2 size={20} aria-hidden="true" />}>
        {PUBLIC_ENDPOINTS.map((endpoint) => (
          <EndpointCard key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
        ))}
      </DocSection>
      <VoteWebhooksSection />
      <DocSection title="Errors" icon={<TriangleAlert size={20} aria-hidden="true" />}>
        <p>
          Errors come with an HTTP status and a JSON body. Validation errors also name the fields
          that failed.
        </p>
        <CodeBlock>
          <code>{`{
  "statusCode": 404,
  "code": "BOT.NOT_FOUND",
  "message": "Bot not found",
  "fields": { "name": "..." }
}`}</code>
        </CodeBlock>
      </DocSection>
    </DocPage>
  );
}
