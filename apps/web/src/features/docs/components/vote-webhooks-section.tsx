import { Webhook } from 'lucide-react';
import { VOTE_RECEIVER_EXAMPLE } from '@botdir/contracts';
import { CodeBlock, DocSection } from './doc-layout';

const HEADERS = `POST <your webhook URL>
Content-Type: application/json
X-Delivery-Id: <the delivery's id: the same on every retry and on a Redeliver>
X-Timestamp: <unix seconds when signed>
X-Signature-256: t=<X-Timestamp>,v1=<hex HMAC-SHA256 of "<t>.<X-Delivery-Id>.<raw body>">
Authorization: <your secret>
X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`;

const BODY = `{
  "bot": "<bot id>",
  "user": "<voter's Discord id>",
  "type": "upvote",
  "isWeekend": false,
  "votedAt": "<ISO time>"
}`;

/** What a bot's vote webhook receives and how to verify it (docs/http-api.md says the same). */
export function VoteWebhooksSection() {
  return (
    <DocSection title="Vote Webhooks" icon={<Webhook size={20} aria-hidden="true" />}>
      <p>
        Set a webhook URL and secret for your bot on the dashboard (Webhook on the bot&apos;s card),
        and every vote is POSTed to it as JSON. Send test posts the same request with{' '}
        <code>&quot;type&quot;: &quot;test&quot;</code>.
      </p>
      <h3>Headers</h3>
      <CodeBlock>
        <code>{HEADERS}</code>
      </CodeBlock>
      <p>
        The HMACs are keyed with your secret. <code>Authorization</code> and{' '}
        <code>X-Signature</code> are still sent for existing receivers, but a captured request
        passes them again: verify <code>X-Signature-256</code>.
      </p>
      <h3>Body</h3>
      <CodeBlock>
        <code>{BODY}</code>
      </CodeBlock>
      <h3>Verifying the signature</h3>
      <p>
        Check the signature in constant time over the raw body as it arrived, refuse a timestamp
        more than 5 minutes away, and handle each delivery id once: answer a repeat with 200 so it
        is not retried. In Node:
      </p>
      <CodeBlock>
        <code>{VOTE_RECEIVER_EXAMPLE}</code>
      </CodeBlock>
      <h3>Retries</h3>
      <p>
        Any 2xx answer within 10 seconds counts as delivered. Anything else, redirects included
        (they are never followed), is retried after 30 seconds, 2 minutes, 10 minutes, 30 minutes
        and 1 hour: six attempts over about 2 hours, each with the same <code>X-Delivery-Id</code>.
        After the last one the delivery is marked failed and you get a notification. The dashboard
        lists recent deliveries with every attempt, and Redeliver sends a finished one again.
      </p>
    </DocSection>
  );
}
