/** Deliveries signed longer ago than this are refused by the documented receiver. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * The receiver the developer guide shows (web API docs page, docs/http-api.md), one text for both:
 * the api's tests run it against real deliveries, and check docs/http-api.md quotes it verbatim.
 */
export const VOTE_RECEIVER_EXAMPLE = `const { createHmac, timingSafeEqual } = require('node:crypto');

// Delivery ids already handled. Keep them a day (in your database): retries span about 2 hours.
const handled = new Set();

/** "invalid" (answer 401), "duplicate" (answer 200, do nothing) or "new" (handle it). */
function checkDelivery(headers, rawBody, secret, nowSeconds = Date.now() / 1000) {
  const id = String(headers['x-delivery-id'] ?? '');
  const fields = Object.fromEntries(
    String(headers['x-signature-256'] ?? '')
      .split(',')
      .map((field) => field.split('=')),
  );
  const expected = createHmac('sha256', secret)
    .update(\`\${fields.t}.\${id}.\`)
    .update(rawBody)
    .digest();
  const given = Buffer.from(String(fields.v1), 'hex');
  const genuine = given.length === expected.length && timingSafeEqual(given, expected);
  const fresh = Math.abs(nowSeconds - Number(fields.t)) <= ${SIGNATURE_TOLERANCE_SECONDS};
  if (!id || !genuine || !fresh) return 'invalid';
  return handled.has(id) ? 'duplicate' : 'new';
}

/** Your POST handler, given the raw body as it arrived (not JSON parsed and serialised again). */
async function onVote(request, response, rawBody) {
  const verdict = checkDelivery(request.headers, rawBody, process.env.VOTE_WEBHOOK_SECRET);
  if (verdict === 'new') {
    await recordVote(JSON.parse(rawBody)); // your code
    handled.add(request.headers['x-delivery-id']);
  }
  response.statusCode = verdict === 'invalid' ? 401 : 200;
  response.end();
}
`;
