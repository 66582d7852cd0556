/** @jest-environment ./apps/web/test/jsdom-environment.js */
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { swrConfig } from '@/lib/swr-config';
import { serveApi, type CannedAnswer, type TestApi } from '../../../test/serve-api';
import { useBot } from './get-bot';

/** The app's SWR settings (no retry) with a cache of its own per render. */
function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

const answers = new Map<string, CannedAnswer>([
  ['/api/bots/7', { status: 200, body: { id: 7, name: 'Melody' } }],
  ['/api/bots/123456789012345678', { status: 200, body: { id: 7, name: 'Melody' } }],
  [
    '/api/bots/404',
    { status: 404, body: { statusCode: 404, code: 'BOT.NOT_FOUND', message: 'Bot 404 not found' } },
  ],
  ['/api/bots/429', { status: 429, headers: { 'Retry-After': '30' } }],
  ['/api/bots/500', { status: 500, body: 'upstream exploded' }],
]);

let api: TestApi;
beforeEach(async () => {
  api = await serveApi((request) => answers.get(request.url ?? ''));
});
afterEach(() => api.close());

async function settledError(id: number) {
  const { result } = renderHook(() => useBot(id), { wrapper: FreshCache });
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  return result.current;
}

describe('useBot', () => {
  it('loads one published bot from GET /api/bots/:id', async () => {
    const { result } = renderHook(() => useBot(7), { wrapper: FreshCache });

    await waitFor(() => expect(result.current.data?.name).toBe('Melody'));
    expect(result.current.error).toBeUndefined();
    expect(api.requests).toEqual(['GET /api/bots/7']);
  });

  it('asks for a bot by its Discord application id exactly as written (past 2^53)', async () => {
    const { result } = renderHook(() => useBot('123456789012345678'), { wrapper: FreshCache });

    await waitFor(() => expect(result.current.data?.id).toBe(7));
    expect(api.requests).toEqual(['GET /api/bots/123456789012345678']);
  });

  it('reports a 404 with the server message, once (no automatic retry)', async () => {
    const state = await settledError(404);

    expect(state.data).toBeUndefined();
    expect(state.error).toBeInstanceOf(ApiError);
    expect((state.error as ApiError).status).toBe(404);
    expect(apiErrorMessage(state.error)).toBe('Bot 404 not found');
    expect(api.requests).toEqual(['GET /api/bots/404']);
  });

  it('explains a bare 429 with the wait from Retry-After', async () => {
    const state = await settledError(429);

    expect((state.error as ApiError).status).toBe(429);
    expect(apiErrorMessage(state.error)).toBe(
      'Too many requests. Please wait 30 seconds and try again.',
    );
  });

  it('keeps a 500 without a JSON body as an error with no server message', async () => {
    const state = await settledError(500);

    expect((state.error as ApiError).status).toBe(500);
    expect((state.error as Error).message).toBe('500: upstream exploded');
    expect(apiErrorMessage(state.error)).toBeNull();
  });

  it('asks nothing for an invalid id (null)', async () => {
    const { result } = renderHook(() => useBot(null), { wrapper: FreshCache });

    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests).toEqual([]);
  });
});
