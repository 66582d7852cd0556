/** @jest-environment ./apps/web/test/jsdom-environment.js */
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useBot } from './api/get-bot';
import { useBots } from './api/get-bots';
import { useCategories } from './categories';
import { botKeys } from './query-keys/bot-keys';
import { swrConfig } from './swr-config';
import { refreshCachedLists } from './refresh-cached-lists';
import { serveApi, type TestApi } from '../../test/serve-api';

// The global `mutate` works on SWR's default cache, so this suite uses it too.
function AppSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}

let api: TestApi;
let rating = 40;
beforeAll(async () => {
  api = await serveApi((request) => {
    if (request.url === '/api/bots/7') return { status: 200, body: { id: 7, rating: rating++ } };
    if (request.url?.startsWith('/api/bots?')) return { status: 200, body: [{ id: 7 }] };
    if (request.url === '/api/categories') return { status: 200, body: [{ id: 'music' }] };
    return undefined;
  });
});
afterAll(() => api.close());

const count = (path: string) => api.requests.filter((line) => line === `GET ${path}`).length;
const LIST_PATH = '/api/bots?approved=true&search=mel';

async function loadThenUnmount(useData: () => { data?: unknown }) {
  const view = renderHook(useData, { wrapper: AppSwr });
  await waitFor(() => expect(view.result.current.data).toBeDefined());
  view.unmount();
}

it('refetches the bot on screen, drops cached bot lists, and leaves other resources cached', async () => {
  const detail = renderHook(() => useBot(7), { wrapper: AppSwr });
  await waitFor(() => expect(detail.result.current.data).toEqual({ id: 7, rating: 40 }));
  await loadThenUnmount(() => useBots({ search: 'mel' }));
  await loadThenUnmount(() => useCategories());
  // Never stale: remounting a cached list does not ask again on its own.
  await loadThenUnmount(() => useBots({ search: 'mel' }));
  expect(count(LIST_PATH)).toBe(1);

  await act(() => refreshCachedLists([botKeys.details()], [botKeys.all]));

  await waitFor(() => expect(detail.result.current.data).toEqual({ id: 7, rating: 41 }));
  await loadThenUnmount(() => useBots({ search: 'mel' }));
  await loadThenUnmount(() => useCategories());
  expect(count('/api/bots/7')).toBe(2);
  expect(count(LIST_PATH)).toBe(2);
  expect(count('/api/categories')).toBe(1);
  detail.unmount();
});
