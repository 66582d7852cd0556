/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { act, render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useUrlParams, type UrlParamsChange } from './use-url-params';

const setting =
  (key: string, value: string): UrlParamsChange =>
  (current) => {
    current.set(key, value);
    return current;
  };

function renderWithRouter(initial: string) {
  let change: (make: UrlParamsChange) => void = () => undefined;
  let shown = '';
  function Filters() {
    const [params, changeParams] = useUrlParams();
    change = changeParams;
    shown = params.toString();
    return null;
  }
  const router = createMemoryRouter([{ path: '/browse', element: <Filters /> }], {
    initialEntries: [initial],
  });
  render(<RouterProvider router={router} />);
  return { router, change: (make: UrlParamsChange) => change(make), shown: () => shown };
}

describe('useUrlParams', () => {
  it('keeps both of two changes asked before the first is on screen', async () => {
    const view = renderWithRouter('/browse?sort=name');
    act(() => {
      view.change(setting('search', 'music'));
      view.change(setting('category', 'tickets'));
    });
    await waitFor(() => expect(view.shown()).toBe('sort=name&search=music&category=tickets'));
    expect(view.router.state.location.search).toBe('?sort=name&search=music&category=tickets');
  });

  it('builds on a change that has committed, and replaces the history entry', async () => {
    const view = renderWithRouter('/browse');
    act(() => view.change(setting('search', 'music')));
    await waitFor(() => expect(view.shown()).toBe('search=music'));
    act(() => view.change(setting('sort', 'name')));
    await waitFor(() => expect(view.shown()).toBe('search=music&sort=name'));
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('builds on a navigation made elsewhere (a link), not on its own older change', async () => {
    const view = renderWithRouter('/browse');
    act(() => view.change(setting('search', 'music')));
    await waitFor(() => expect(view.shown()).toBe('search=music'));
    await act(() => view.router.navigate('/browse?category=anime'));
    act(() => view.change(setting('sort', 'name')));
    await waitFor(() => expect(view.shown()).toBe('category=anime&sort=name'));
  });
});
