/** @jest-environment ./apps/web/test/jsdom-environment.js */
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useCategories } from './categories';

const CATEGORIES = [{ id: 'games', name: 'Games' }];

function FreshSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

beforeAll(() => {
  document.body.innerHTML = `<script id="first-view-data" type="application/json">${JSON.stringify({
    '/api/categories': { body: CATEGORIES },
  })}</script>`;
});

afterEach(() => jest.restoreAllMocks());

describe('the inline first-view answers', () => {
  it('stay on screen when a page mounted with them renders again after the fresh window', () => {
    const { result, rerender } = renderHook(() => useCategories(), { wrapper: FreshSwr });
    expect(result.current.data).toEqual(CATEGORIES);
    // Ten seconds on: the browse page re-renders for its next filter (its search was debounced).
    jest.spyOn(performance, 'now').mockReturnValue(60_000);
    rerender();
    expect(result.current.data).toEqual(CATEGORIES);
  });
});
