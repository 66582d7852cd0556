/** @jest-environment ./apps/web/test/jsdom-environment.js */
import { screen, within } from '@testing-library/react';
import { listedBot, renderInApp } from '../../../../test/render-in-app';
import { BotAboutCard } from './bot-about-card';

describe('BotAboutCard', () => {
  it('shows the description as text at once, then as Markdown: headings under the page title, a table, safe links', async () => {
    const description = [
      '# Commands',
      '| Command | Does |',
      '|---|---|',
      '| /play | plays |',
      '',
      '[Docs](https://docs.example.com) and [bad](javascript:alert(1))',
      '<img src=x onerror="window.__pwned=1">',
    ].join('\n');
    renderInApp(<BotAboutCard bot={listedBot({ name: 'Melody', description })} />);
    const region = screen.getByRole('region', { name: 'About Melody' });
    const about = within(region);
    // The renderer is a chunk of its own: until it is here, the words read as text, lines kept.
    const asText = region.querySelector('[data-markdown-source]');
    expect([asText?.textContent, asText?.getAttribute('aria-busy')]).toEqual([
      'Commands\n| Command | Does |\n\n| /play | plays |\n\nDocs and [bad](javascript:alert(1))\n',
      'true',
    ]);

    expect(await about.findByRole('heading', { name: 'Commands', level: 3 })).toBeTruthy();
    expect(region.querySelector('[data-markdown-source]')).toBeNull();
    expect(about.getByRole('cell', { name: '/play' })).toBeTruthy();
    const docs = about.getByRole('link', { name: 'Docs' });
    expect(docs.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(about.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(about.getByText(/\[bad\]\(javascript:alert\(1\)\)/)).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });
});
