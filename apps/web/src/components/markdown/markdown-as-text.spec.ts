import { markdownAsText } from './markdown-as-text';

describe('markdownAsText: the words of a description before its renderer loads', () => {
  it.each([
    ['# Commands', 'Commands'],
    ['### Setup ', 'Setup '],
    ['> quoted', 'quoted'],
    ['**bold** and __strong__ and *em* and _under_', 'bold and strong and em and under'],
    ['use `/play` or ```/stop```', 'use /play or /stop'],
    ['[Docs](https://docs.example.com) and ![logo](https://x/y.png)', 'Docs and logo'],
    ['<img src=x onerror="alert(1)">hi', 'hi'],
    ['~~old~~ new', 'old new'],
    ['- one\n- two', '- one\n- two'],
    ['snake_case_name and 2*3*4', 'snake_case_name and 2*3*4'],
    ['| a | b |\n|---|---|\n| 1 | 2 |', '| a | b |\n\n| 1 | 2 |'],
  ])('%j reads %j', (source, text) => {
    expect(markdownAsText(source)).toBe(text);
  });

  it('reads a long hostile description in linear time', () => {
    const hostile = ['**a', '`', '_x ', '[', '<', '](', '# '].map((part) => part.repeat(20_000));
    const started = performance.now();
    markdownAsText(hostile.join('\n'));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
