/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { screen } from '@testing-library/react';
import { renderInApp } from '../../../test/render-in-app';
import { STATUS_LOOKS, StatusBadge, type Status } from './status-badge';

describe('StatusBadge', () => {
  it('names each status once, with one label a reader can tell apart', () => {
    const labels = Object.values(STATUS_LOOKS).map((look) => look.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(STATUS_LOOKS.pending.label).toBe('Pending Review');
  });

  it.each(Object.keys(STATUS_LOOKS) as Status[])('renders %s with its label', (status) => {
    renderInApp(<StatusBadge status={status} />);
    expect(screen.getByText(STATUS_LOOKS[status].label).getAttribute('data-status')).toBe(status);
  });
});
