import { renderMarkdown } from '@botdir/contracts';
import { botFirstView } from './first-view-markup';

const bot = (description: string) => ({
  id: 7,
  name: 'Melody',
  avatar: 'https://cdn.example.com/m.png',
  shortDescription: 'Music',
  description,
});

describe("the bot page's first view", () => {
  it('shows the description rendered as the app renders it', () => {
    const description = '# Commands\n\n| a |\n|---|\n| /play |\n\n[Docs](https://docs.example.com)';
    const html = botFirstView(bot(description));
    expect(html).toContain(`<div class="fv-md">${renderMarkdown(description)}</div>`);
    expect(html).toContain('<h3>Commands</h3>');
    expect(html).toContain('<td>/play</td>');
    expect(html).toContain('rel="nofollow ugc noopener"');
  });

  it('shows hostile HTML as text', () => {
    const html = botFirstView(bot('<script>window.__pwned=1</script>[x](javascript:alert(1))'));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
    expect(html).not.toContain('href="javascript:');
  });
});
