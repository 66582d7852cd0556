import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** A change of the query, made on the latest params asked for. */
export type UrlParamsChange = (current: URLSearchParams) => URLSearchParams;

interface Asked {
  params: URLSearchParams;
  /** The location on screen when it was asked: until another commits, it is still on its way. */
  fromKey: string;
  order: number;
}

const ORDER_STATE = 'urlParamsOrder';

const orderOf = (state: unknown): number | undefined => {
  const order = (state as Record<string, unknown> | null)?.[ORDER_STATE];
  return typeof order === 'number' ? order : undefined;
};

/**
 * The URL's query, and a change that builds on the latest change asked for. React Router renders a
 * navigation in a transition and gives its setter the params of the last render, so two changes
 * close together (typing a search, then picking a category) would each start from the same old
 * query and the second would undo the first. Changes replace the history entry.
 */
export function useUrlParams(): [URLSearchParams, (change: UrlParamsChange) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const asked = useRef<Asked | null>(null);
  const orders = useRef(0);

  const pending = asked.current;
  const stillOnItsWay =
    pending !== null &&
    (location.key === pending.fromKey || (orderOf(location.state) ?? Infinity) < pending.order);
  if (!stillOnItsWay) asked.current = null;

  const change = useCallback(
    (make: UrlParamsChange) => {
      const base = asked.current?.params ?? params;
      const next = make(new URLSearchParams(base));
      orders.current += 1;
      asked.current = { params: next, fromKey: location.key, order: orders.current };
      setParams(next, {
        replace: true,
        preventScrollReset: true,
        state: { [ORDER_STATE]: orders.current },
      });
    },
    [params, setParams, location.key],
  );

  return [params, change];
}
