import { maskWebhookUrl } from '@botdir/contracts';
import { discordWebhookUrlProblem } from './discord-webhook-url';

const ID = '123456789012345678';

describe('a Discord notification webhook URL', () => {
  it.each([
    `https://discord.com/api/webhooks/${ID}/abc_DEF-123`,
    `https://discordapp.com/api/webhooks/${ID}/abc`,
    `https://canary.discord.com/api/webhooks/${ID}/abc`,
    `https://ptb.discord.com/api/v10/webhooks/${ID}/abc`,
  ])('accepts %s everywhere', (url) => {
    expect(discordWebhookUrlProblem(url, true)).toBeNull();
    expect(discordWebhookUrlProblem(url, false)).toBeNull();
  });

  it.each([
    ['https://example.com/api/webhooks/1/abc', /Discord webhook URL/],
    [`https://discord.com/api/webhooks/0${ID}/abc`, /Discord webhook URL/],
    [`https://discord.com.evil.example/api/webhooks/${ID}/abc`, /Discord webhook URL/],
    [`https://discord.com/api/oauth2/authorize?client_id=${ID}`, /Discord webhook URL/],
    [`https://discord.com:8443/api/webhooks/${ID}/abc`, /Discord webhook URL/],
    [`http://discord.com/api/webhooks/${ID}/abc`, /https/],
    [`https://user:pw@discord.com/api/webhooks/${ID}/abc`, /user name or password/],
    ['http://127.0.0.1:8080/api/webhooks/1/abc', /Discord webhook URL/],
    ['https://localhost/hook', /Discord webhook URL/],
    ['nonsense', /not a valid URL/],
  ])('refuses %s in production', (url, reason) => {
    expect(discordWebhookUrlProblem(url, true)).toMatch(reason);
  });

  it('lets tests and development use a receiver on this machine, and nothing else', () => {
    expect(discordWebhookUrlProblem('http://127.0.0.1:8080/api/webhooks/1/abc', false)).toBeNull();
    expect(discordWebhookUrlProblem('http://localhost:8080/hook', false)).toBeNull();
    expect(discordWebhookUrlProblem('http://10.0.0.1/hook', false)).toMatch(/Discord webhook/);
    expect(discordWebhookUrlProblem('ftp://127.0.0.1/hook', false)).toMatch(/https/);
  });

  it('is shown with its token cut to the last 4 characters', () => {
    expect(
      maskWebhookUrl(`https://discord.com/api/webhooks/${ID}/secret-token-abcd?wait=true`),
    ).toBe(`https://discord.com/api/webhooks/${ID}/…abcd`);
    expect(maskWebhookUrl('http://127.0.0.1:9/x/abc')).toBe('http://127.0.0.1:9/x/…');
    expect(maskWebhookUrl('nonsense')).toBe('…');
  });
});
