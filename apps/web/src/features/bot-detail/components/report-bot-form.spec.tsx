/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { act, fireEvent, screen, configure } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { renderInApp } from '../../../../test/render-in-app';
import { serveApi, type TestApi } from '../../../../test/serve-api';
import { ReportBotForm } from './report-bot-form';

// Two cores shared by several test runs: a first render may take more than a second.
configure({ asyncUtilTimeout: 5000 });

const USER = { id: '111111111111111111', username: 'alice', discriminator: '0', avatar: null };

let api: TestApi;
let reportAnswer: { status: number; body?: unknown };
let signedIn: boolean;
beforeEach(async () => {
  reportAnswer = { status: 201, body: { reportId: 'r1' } };
  signedIn = true;
  api = await serveApi((request) => {
    if (request.url === '/api/auth/user')
      return {
        status: 200,
        body: signedIn ? { authenticated: true, user: USER } : { authenticated: false },
      };
    if (request.method === 'POST') return reportAnswer;
    return undefined;
  });
});
afterEach(() => api.close());

async function report(details: string) {
  renderInApp(
    <>
      <Toaster />
      <ReportBotForm botId={7} />
    </>,
  );
  fireEvent.change(await screen.findByLabelText(/^Details/), { target: { value: details } });
  await act(() => fireEvent.click(screen.getByRole('button', { name: 'Send report' })));
}

const posts = () => api.requests.filter((request) => request.startsWith('POST'));

describe('the report form judges the details by the api’s rule', () => {
  it('names a refused character under Details and sends nothing', async () => {
    await report('Posts adverts\u200B everywhere');

    await screen.findByText(/^Details contains characters that are not allowed/);
    expect(screen.getByLabelText(/^Details/).getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it('thanks the reporter once the api took the report', async () => {
    await report('Posts adverts in every channel.');

    await screen.findByText('Thank you: staff will look at your report.');
    expect(posts()).toEqual(['POST /api/bots/7/reports']);
  });

  it('keeps the form and says why when the api refuses', async () => {
    reportAnswer = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'REPORT.DUPLICATE',
        message: 'You already reported this bot.',
      },
    };
    await report('Posts adverts in every channel.');

    await screen.findByText('Report not sent');
    expect(screen.getByText('You already reported this bot.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send report' })).toHaveProperty('disabled', false);
  });

  it('offers a logged-out visitor a login that comes back to the bot', async () => {
    signedIn = false;
    renderInApp(<ReportBotForm botId={7} />);

    const login = await screen.findByRole('link', { name: 'Log in with Discord' });
    expect(login.getAttribute('href')).toBe('/auth/discord?returnTo=%2F%23history');
  });
});
