/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { act, fireEvent, screen, configure } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { renderInApp } from '../../../../test/render-in-app';
import { serveApi, type TestApi } from '../../../../test/serve-api';
import { DiscordWebhookSettings } from './discord-webhook-settings';

// Two cores shared by several test runs: a first render may take more than a second.
configure({ asyncUtilTimeout: 5000 });

const REFUSAL = 'Only Discord webhook URLs (https://discord.com/api/webhooks/…) are accepted.';

let api: TestApi;
beforeEach(async () => {
  api = await serveApi((request) => {
    if (request.method === 'GET') return { status: 200, body: { webhook: null } };
    if (request.method === 'PUT')
      return {
        status: 400,
        body: { statusCode: 400, code: 'WEBHOOK.NOT_DISCORD', message: REFUSAL },
      };
    return undefined;
  });
});
afterEach(() => api.close());

async function save(url: string) {
  renderInApp(
    <>
      <Toaster />
      <DiscordWebhookSettings id="discord" />
    </>,
  );
  await screen.findByText(/Not set up/);
  fireEvent.change(screen.getByLabelText(/Discord webhook URL/), { target: { value: url } });
  await act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
}

describe('the Discord webhook URL is judged under its field, never in a browser pop-up', () => {
  it('shows the api’s refusal under the field, not in a toast', async () => {
    await save('https://example.com/hook');

    const field = screen.getByLabelText(/Discord webhook URL/);
    await screen.findByText(REFUSAL);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Save Failed')).toBeNull();
    expect(field.closest('form')?.noValidate).toBe(true);
  });

  it('refuses an overlong URL with the api’s own words before sending it', async () => {
    await save(`https://discord.com/api/webhooks/1/${'a'.repeat(2100)}`);

    await screen.findByText(/^url must be at most \d+ characters$/);
    expect(api.requests.filter((request) => request.startsWith('PUT'))).toEqual([]);
  });
});
