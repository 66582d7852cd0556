import { escapeHtml, jsonForScript } from './html-escape';

describe('HTML escaping', () => {
  const hostile = `Evil "Bot" </script><script>alert('x')</script> & co`;

  it('escapes every character that can leave an element or attribute', () => {
    expect(escapeHtml(hostile)).toBe(
      'Evil &quot;Bot&quot; &lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co',
    );
  });

  it('keeps JSON for a script block free of "</script>" and still the same value', () => {
    const json = jsonForScript({ name: hostile, note: '<!-- \u2028' });
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual({ name: hostile, note: '<!-- \u2028' });
  });
});
