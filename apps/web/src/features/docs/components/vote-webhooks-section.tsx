import { Webhook } from 'lucide-react';
import { VOTE_RECEIVER_EXAMPLE } from '@botdir/contracts';
import { CodeBlock, DocSection } from './doc-layout';

/** What a bot's vote webhook receives and how to verify it (docs/http-api.md says the same). */
export function VoteWebhooksSection() {
  return (
    <DocSection title="Vote Webhooks" icon={<Webhook size={20} aria-hidden="true" />}>
      <p>
        Set a webhook URL and secret for your bot on the dashboard, and every vote is POSTed to it
        as JSON. Each request carries <code>X-Delivery-Id</code>, the same on every retry and on a
        Redeliver, and <code>X-Signature-256: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>: the
        HMAC-SHA256, keyed with your secret, of the timestamp, the delivery id and the raw body
        joined by dots. <code>Authorization</code> (your secret) and <code>X-Signature</code> (the
        HMAC of the body alone) are still sent for existing receivers, but a captured request passes
        them again.
      </p>
      <p>
        Check the signature in constant time, refuse a timestamp more than 5 minutes away, and
        handle each delivery id once: answer a repeat with 200 so it is not retried.
      </p>
      <CodeBlock>
        <code>{VOTE_RECEIVER_EXAMPLE}</code>
      </CodeBlock>
    </DocSection>
  );
}
