// Issue 40 item 2: Ghost's Mobiledoc (0.2 and 0.3) and Lexical documents to HTML.
import { describe, expect, it } from 'vitest';
import { renderCard } from '../../src/lib/server/import/ghost-cards.ts';
import { lexicalToHtml } from '../../src/lib/server/import/lexical.ts';
import { mobiledocToHtml } from '../../src/lib/server/import/mobiledoc.ts';

describe('mobiledocToHtml', () => {
  it('renders 0.3 markers, closing markups where they say and escaping text', () => {
    const notes: string[] = [];
    const html = mobiledocToHtml(
      {
        version: '0.3.1',
        markups: [['b'], ['a', ['href', 'https://x.example/?a=1&b=2']], ['script']],
        atoms: [
          ['soft-return', '', {}],
          ['mention', '@sam', {}],
        ],
        cards: [],
        sections: [
          [
            1,
            'h3',
            [
              [0, [0, 1], 1, 'bold link'],
              [0, [], 1, ' bold'],
              [1, [], 0, 0],
              [1, [], 0, 1],
              [0, [2], 1, '<x>'],
            ],
          ],
          [3, 'ol', [[[0, [], 0, 'one']]]],
          [2, 'https://x.example/p.jpg'],
        ],
      },
      notes,
    );
    expect(html).toBe(
      '<h3><b><a href="https://x.example/?a=1&amp;b=2">bold link</a> bold</b><br>@sam<span>&lt;x&gt;</span></h3>\n<ol><li>one</li></ol>\n<figure><img src="https://x.example/p.jpg" alt=""></figure>',
    );
  });

  it('reads 0.2 markers and cards kept in their sections', () => {
    const html = mobiledocToHtml(
      {
        version: '0.2.0',
        sections: [
          [],
          [
            [1, 'p', [[[], 0, 'old text']]],
            [10, 'card-markdown', { markdown: '*hi*' }],
          ],
        ],
      } as never,
      [],
    );
    expect(html).toBe('');
    const doc = {
      version: '0.2.0',
      markups: [['em']],
      sections: [
        [1, 'p', [[[0], 1, 'old text']]],
        [10, 'card-markdown', { markdown: '*hi*' }],
      ],
    };
    expect(mobiledocToHtml(doc as never, [])).toBe('<p><em>old text</em></p>\n<p><em>hi</em></p>\n');
  });

  it('throws on a document without sections (the reader turns it into a note)', () => {
    expect(() => mobiledocToHtml('{"version":"0.3.1"}', [])).toThrow();
    expect(() => mobiledocToHtml('not json', [])).toThrow();
  });
});

describe('lexicalToHtml', () => {
  it('nests text formats and renders nested lists and unknown containers’ children', () => {
    const notes: string[] = [];
    const html = lexicalToHtml(
      {
        root: {
          children: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'x<y', format: 1 | 2 | 16 },
                { type: 'tab' },
                { type: 'text', text: 'H', format: 0 },
                { type: 'text', text: '2', format: 32 },
              ],
            },
            {
              type: 'list',
              listType: 'bullet',
              children: [
                {
                  type: 'listitem',
                  children: [
                    { type: 'text', text: 'a' },
                    {
                      type: 'list',
                      listType: 'number',
                      start: 3,
                      children: [{ type: 'listitem', children: [{ type: 'text', text: 'b' }] }],
                    },
                  ],
                },
              ],
            },
            { type: 'some-container', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'kept' }] }] },
            { type: 'mystery-card' },
          ],
        },
      },
      notes,
    );
    expect(html).toBe(
      '<p><strong><em><code>x&lt;y</code></em></strong> H<sub>2</sub></p>\n<ul><li>a<ol start="3"><li>b</li></ol></li></ul>\n<p>kept</p>',
    );
    expect(notes).toEqual(['A “mystery-card” part, which this blog has no equivalent for, was removed.']);
  });

  it('throws on a document without a root', () => {
    expect(() => lexicalToHtml('{}', [])).toThrow();
  });
});

describe('renderCard', () => {
  it('turns file, video, header, toggle and product cards into their nearest HTML, with notes', () => {
    const notes: string[] = [];
    expect(renderCard('file', { src: 'https://x.example/a.pdf', fileName: 'a.pdf' }, notes)).toBe(
      '<p><a href="https://x.example/a.pdf">a.pdf</a></p>',
    );
    expect(renderCard('video', { src: '' }, notes)).toBe('');
    expect(renderCard('header', { header: 'Big', subheader: 'Small' }, notes)).toBe('<h2>Big</h2><p>Small</p>');
    expect(renderCard('toggle', { heading: 'Q', content: '<p>A</p>' }, notes)).toBe('<h3>Q</h3><p>A</p>');
    expect(
      renderCard(
        'product',
        { productTitle: 'Mug', productDescription: '<p>Blue</p>', productUrl: 'https://shop.example/mug', productButton: 'Buy' },
        notes,
      ),
    ).toBe('<h3>Mug</h3><p>Blue</p><p><a href="https://shop.example/mug">Buy</a></p>');
    expect(renderCard('gallery', { images: [] }, notes)).toBe('');
    expect(notes).toHaveLength(5);
  });
});
