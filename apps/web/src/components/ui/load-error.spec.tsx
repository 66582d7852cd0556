/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { renderInApp } from '../../../test/render-in-app';
import { LoadError } from './load-error';

const refusal = (status: number, message: string) =>
  new ApiError(status, { statusCode: status, code: 'SOME.CODE', message }, message);

describe('LoadError says what happened in plain words', () => {
  it('repeats the server’s own words for a refusal, never its code', () => {
    renderInApp(<LoadError error={refusal(403, 'Staff only.')} onRetry={() => undefined} />);
    expect(screen.getByText('Staff only.')).toBeTruthy();
    expect(screen.queryByText(/SOME\.CODE|403/)).toBeNull();
  });

  it('owns a server failure instead of repeating its text', () => {
    renderInApp(<LoadError error={refusal(500, 'stack trace here')} onRetry={() => undefined} />);
    expect(screen.getByText('Something went wrong on our side. Retry in a moment.')).toBeTruthy();
    expect(screen.queryByText('stack trace here')).toBeNull();
  });

  it('tells an offline visitor to check the connection', () => {
    renderInApp(<LoadError error={new TypeError('Failed to fetch')} onRetry={() => undefined} />);
    expect(screen.getByText(/could not be reached/)).toBeTruthy();
  });
});
