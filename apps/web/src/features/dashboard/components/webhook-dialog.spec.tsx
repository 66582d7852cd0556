/** @jest-environment ./apps/web/test/jsdom-environment.js */
import type { IncomingMessage } from 'node:http';
import { act, fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import type { UserBotView } from '@botdir/contracts';
import { renderInApp } from '../../../../test/render-in-app';
import { serveApi, type CannedAnswer, type TestApi } from '../../../../test/serve-api';
import { WebhookDialog } from './webhook-dialog';

// Two cores shared by several test runs: a first render may take more than a second.
configure({ asyncUtilTimeout: 5000 });

const bot = { id: 7, name: 'Melody' } as UserBotView;
const URL_REFUSED = {
  status: 400,
  body: {
    statusCode: 400,
    code: 'WEBHOOK.URL_NOT_ALLOWED',
    message: 'url must not point to a private address',
    fields: { url: 'url must not point to a private address' },
  },
};

let api: TestApi;
let saveAnswer: CannedAnswer;
let current: { botId: number; url: string; configuredAt: string } | null;
const bodies: unknown[] = [];

function answer(request: IncomingMessage): CannedAnswer | undefined {
  if (request.url === '/api/bots/7/webhook' && request.method === 'GET')
    return { status: 200, body: { webhook: current } };
  if (request.url?.startsWith('/api/bots/7/webhook/deliveries')) return { status: 200, body: [] };
  if (request.method === 'PUT') return saveAnswer;
  return undefined;
}

beforeEach(async () => {
  saveAnswer = { status: 204 };
  current = null;
  bodies.length = 0;
  api = await serveApi((request) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => text && bodies.push(JSON.parse(text)));
    return answer(request);
  });
});
afterEach(() => api.close());

async function openDialog() {
  renderInApp(
    <>
      <Toaster />
      <WebhookDialog bot={bot} onClose={() => undefined} />
    </>,
  );
  const dialog = within(screen.getByRole('dialog'));
  await dialog.findByRole('form', { name: 'Webhook settings' });
  const fill = (label: string, value: string) =>
    fireEvent.change(dialog.getByLabelText(label, { exact: false }), { target: { value } });
  const save = () =>
    act(() => fireEvent.click(dialog.getByRole('button', { name: 'Save webhook' })));
  return { dialog, fill, save };
}

const sent = () => api.requests.filter((request) => request.startsWith('PUT'));

describe('the vote webhook form checks what the api checks, under its fields', () => {
  it('says a short secret is refused, in the api’s words, and sends nothing', async () => {
    const { dialog, fill, save } = await openDialog();
    expect(dialog.getByRole('form', { name: 'Webhook settings' })).toHaveProperty(
      'noValidate',
      true,
    );
    fill('Webhook URL', 'https://votes.example.com/hook');
    fill('Secret', 'too-short');
    await save();

    await dialog.findByText('secret must be 16–128 characters');
    expect(sent()).toEqual([]);
  });

  it('shows the api’s refusal of the URL under the URL field, and in the toast', async () => {
    saveAnswer = URL_REFUSED;
    const { dialog, fill, save } = await openDialog();
    fill('Webhook URL', 'https://10.0.0.1/hook');
    fill('Secret', 'a-long-enough-webhook-secret');
    await save();

    await screen.findByText('Could not save the webhook');
    expect(
      dialog.getByLabelText('Webhook URL', { exact: false }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(dialog.getByText('url must not point to a private address')).toBeTruthy();
    expect(screen.getAllByText('url must not point to a private address')).toHaveLength(2);
  });

  it('saves, says so, and clears the secret (never shown again)', async () => {
    const { dialog, fill, save } = await openDialog();
    fill('Webhook URL', 'https://votes.example.com/hook');
    fill('Secret', 'a-long-enough-webhook-secret');
    await save();

    await screen.findByText('Webhook saved');
    expect(sent()).toEqual(['PUT /api/bots/7/webhook']);
    await waitFor(() =>
      expect(bodies).toContainEqual({
        url: 'https://votes.example.com/hook',
        secret: 'a-long-enough-webhook-secret',
      }),
    );
    expect(dialog.getByLabelText('Secret', { exact: false })).toHaveProperty('value', '');
    expect(dialog.queryByText(/secret is required/)).toBeNull();
  });

  it('shows the current URL, and a new URL saved without a secret keeps the current one', async () => {
    current = {
      botId: 7,
      url: 'https://old.example.com/votes',
      configuredAt: '2026-01-01T00:00:00Z',
    };
    const { dialog, fill, save } = await openDialog();
    expect(dialog.getByLabelText('Webhook URL', { exact: false })).toHaveProperty(
      'value',
      'https://old.example.com/votes',
    );
    fill('Webhook URL', 'https://new.example.com/votes');
    await save();

    await screen.findByText('Webhook saved');
    await waitFor(() => expect(bodies).toEqual([{ url: 'https://new.example.com/votes' }]));
    expect(dialog.getByText(/Leave empty to keep the current secret/)).toBeTruthy();
  });
});
