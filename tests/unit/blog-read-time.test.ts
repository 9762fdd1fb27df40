import { describe, expect, it } from 'vitest';
import { htmlToWords, readTime, readTimeMinutes, wordCount } from '../../src/lib/blog/read-time.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('read time', () => {
  it('is at least one minute, even for an empty body', () => {
    expect(readTime('')).toBe('1 min read');
    expect(readTime('<p></p>')).toBe('1 min read');
    expect(readTime(`<p>${words(10)}</p>`)).toBe('1 min read');
  });

  it('rounds up at 200 words a minute', () => {
    expect(readTimeMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readTimeMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readTimeMinutes(`<p>${words(1000)}</p>`)).toBe(5);
    expect(readTime(`<p>${words(1000)}</p>`)).toBe('5 min read');
    expect(readTimeMinutes(`<p>${words(1001)}</p>`)).toBe(6);
  });

  it('counts the words of the text, not the markup', () => {
    expect(wordCount('<h2 class="x">Two words</h2><p>and <strong>three</strong> <a href="/a-very-long-url">more</a></p>')).toBe(
      5,
    );
    // Block boundaries separate words.
    expect(wordCount('<p>one</p><p>two</p><ul><li>three</li><li>four</li></ul>')).toBe(4);
    expect(wordCount('<p>one<br>two</p>')).toBe(2);
  });

  it('ignores scripts, styles, comments and lone punctuation', () => {
    expect(wordCount(`<p>hello</p><script>${words(500)}</script><style>${words(50)}</style><!-- ${words(50)} -->`)).toBe(1);
    expect(wordCount('<p>a - b — c ; !</p>')).toBe(3);
  });

  it('decodes entities before counting', () => {
    expect(htmlToWords('<p>fish&nbsp;&amp;&nbsp;chips &#8212; &#x41;BC</p>')).toEqual(['fish', 'chips', 'ABC']);
  });
});
