import { loadConfig } from '@api/infrastructure/config/app-config';
import { VoteSender } from '../application/vote-sender';
import { VoteReceiver } from '../testing/vote-receiver';
import { isNonPublicAddress } from './address-policy';
import { resolveTarget } from './resolve-target';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  STAFF_ROLE_IDS: '100000000000000001,100000000000000002',
};

describe('the SSRF guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::ffff:127.0.0.1',
    'fe80::1',
    'fd00::1',
  ])('treats %s as not public', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'])('lets %s through', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });

  it('refuses a host that resolves to loopback in production, and pins a public literal', async () => {
    await expect(resolveTarget('https://localhost/votes', true)).rejects.toThrow(/loopback/);
    await expect(resolveTarget('https://[::1]/votes', true)).rejects.toThrow(/private/);
    expect(await resolveTarget('https://1.1.1.1/votes', true)).toMatchObject({
      address: '1.1.1.1',
      family: 4,
    });
    expect(await resolveTarget('http://localhost:9/votes', false)).toMatchObject({
      address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
    });
  });

  it('never connects to a private address at delivery time in production', async () => {
    const receiver = await VoteReceiver.start('a-secret-of-16-chars');
    try {
      const sender = new VoteSender(loadConfig(PRODUCTION));
      const payload = {
        bot: '1',
        user: '2',
        type: 'test',
        isWeekend: false,
        votedAt: 'now',
      } as const;
      const result = await sender.send(
        { url: receiver.url, secret: 'a-secret-of-16-chars' },
        payload,
      );
      expect(result).toMatchObject({ statusCode: null, error: expect.stringMatching(/private/) });
      expect(receiver.received).toHaveLength(0);

      const development = new VoteSender(loadConfig({ NODE_ENV: 'test' }));
      const sent = await development.send(
        { url: receiver.url, secret: 'a-secret-of-16-chars' },
        payload,
      );
      expect(sent.statusCode).toBe(200);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
