import { widgetSnippets } from './widget-snippets';

describe('widgetSnippets', () => {
  it('links the card and each badge to the bot page, with the origin it is given', () => {
    expect(widgetSnippets('https://bots.example', { id: 42, name: 'Melodia' }, 'card')).toEqual({
      imageUrl: 'https://bots.example/api/widget/42.svg',
      markdown: '[![Melodia](https://bots.example/api/widget/42.svg)](https://bots.example/bot/42)',
      html: '<a href="https://bots.example/bot/42"><img src="https://bots.example/api/widget/42.svg" alt="Melodia"></a>',
    });
    expect(widgetSnippets('https://x.test', { id: 7, name: 'B' }, 'votes').imageUrl).toBe(
      'https://x.test/api/widget/7/votes.svg',
    );
  });

  it('escapes a name that would break the Markdown or the HTML', () => {
    const snippets = widgetSnippets('https://x.test', { id: 1, name: '"><script>[x]' }, 'card');
    expect(snippets.html).toContain('alt="&#34;&#62;&#60;script&#62;[x]"');
    expect(snippets.markdown).toBe(
      '[!["><script>\\[x\\]](https://x.test/api/widget/1.svg)](https://x.test/bot/1)',
    );
  });
});
