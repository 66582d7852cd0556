/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp } from '../../../test/render-in-app';
import { MarkdownPreview } from './markdown-preview';

describe('MarkdownPreview', () => {
  it('shows the text rendered as the bot page shows it, on demand', () => {
    renderInApp(
      <MarkdownPreview
        id="desc-preview"
        label="Full Description"
        source={'## Music\n\n- **play**'}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Full Description preview' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = within(screen.getByRole('region', { name: 'Full Description preview' }));
    expect(preview.getByRole('heading', { name: 'Music', level: 3 })).toBeTruthy();
    expect(preview.getByText('play').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Hide preview' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
