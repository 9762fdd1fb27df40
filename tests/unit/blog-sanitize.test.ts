import { describe, expect, it } from 'vitest';
import { checkUrl, sanitizePostHtml, stripHtml } from '../../src/lib/server/blog/sanitize.ts';
import { PUBLIC_SEED_POSTS, EXISTING_BLOG_POSTS } from '../../src/lib/server/seed/seed-data/blog-posts.ts';

const SITE = 'https://northmill.example';

// Filter-evasion payloads, largely after OWASP's XSS Filter Evasion Cheat
// Sheet, plus mutation-XSS and namespace-confusion tricks.
const PAYLOADS: string[] = [
  // Script tags
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  '<ScRiPt>alert(String.fromCharCode(88,83,83))</sCrIpT>',
  '<script/xss src="https://xss.rocks/xss.js"></script>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<SCRIPT SRC=https://xss.rocks/xss.js?< B >',
  '<script>alert(1)',
  '<p>unclosed <script>alert(1)',
  '</title><script>alert(1)</script>',
  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<IMG SRC="https://ok.example/a.png" ONLOAD="alert(1)">',
  '<img """><script>alert("XSS")</script>">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<p onmouseover="alert(1)">hover</p>',
  '<a href="/ok" onclick="alert(1)">click</a>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  "<div/onmouseover='alert(1)'>style",
  '<h2 onfocus=alert(1) autofocus tabindex=1>x</h2>',
  // javascript: URLs, obfuscated
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  "<IMG SRC=javascript:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<img src="jav\nascript:alert(1)">',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="livescript:alert(1)">x</a>',
  // data: URLs
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  // Frames and plugins
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<IFRAME SRC="https://evil.example"></IFRAME>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object type="text/x-scriptlet" data="https://xss.rocks/scriptlet.html"></object>',
  '<embed src="https://xss.rocks/xss.swf" allowscriptaccess="always">',
  '<embed src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=">',
  '<applet code="Evil.class"></applet>',
  // Styles
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<style>@import "https://xss.rocks/xss.css";</style>',
  '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><UL><LI>XSS</li></ul>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<p class="x" style="color:red">styled</p>',
  // Meta, base, link
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<base href="javascript:alert(1)//">',
  '<link rel="import" href="https://xss.rocks/xss.html">',
  // Forms
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">X</button></form>',
  '<input type="image" formaction="javascript:alert(1)" src="x">',
  '<isindex action="javascript:alert(1)" type="image">',
  '<textarea><script>alert(1)</script></textarea>',
  '<select><option><script>alert(1)</script></option></select>',
  // SVG and MathML namespaces, mutation XSS
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<template><script>alert(1)</script></template>',
  '<noembed><img src=x onerror=alert(1)></noembed>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  // Attribute breaking
  '<a href="https://ok.example/" title="x" onmouseover="alert(1)">ok</a>',
  '<a href="https://ok.example/"onmouseover="alert(1)">ok</a>',
  '<img src="https://ok.example/a.png" alt="x" style="x:expression(alert(1))">',
  '<td background="javascript:alert(1)">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<a href="https://ok.example/" target="_self" rel="opener">x</a>',
];

const FORBIDDEN = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text/i,
  /data:/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /style=/i,
  /srcdoc/i,
  /formaction/i,
  /<svg/i,
  /<math/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<form/i,
  /<style/i,
];

describe('sanitizePostHtml: XSS payloads', () => {
  it('has a corpus of at least 40 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PAYLOADS.map((p) => [p]))('neutralises %s', (payload) => {
    for (const out of [sanitizePostHtml(payload), sanitizePostHtml(payload, { siteOrigin: SITE })]) {
      for (const pattern of FORBIDDEN) expect(out, `${pattern} in ${out}`).not.toMatch(pattern);
      // Sanitising its own output changes nothing (no mutation on a second pass).
      expect(sanitizePostHtml(out)).toBe(out);
    }
  });

  it('never leaves an attribute outside the allow-list', () => {
    const allowed = new Set([
      'href',
      'title',
      'target',
      'rel',
      'src',
      'alt',
      'width',
      'height',
      'loading',
      'decoding',
      'colspan',
      'rowspan',
      'scope',
      'start',
    ]);
    for (const payload of PAYLOADS) {
      const out = sanitizePostHtml(payload);
      for (const m of out.matchAll(/<[a-z0-9]+((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/gi)) {
        for (const a of (m[1] ?? '').matchAll(/\s([^\s="'>/]+)(?:="[^"]*")?/g))
          expect(allowed.has(a[1]!.toLowerCase()), `${a[1]} in ${out}`).toBe(true);
      }
    }
  });
});

describe('sanitizePostHtml: allowed formatting', () => {
  it('keeps headings, paragraphs, emphasis, lists, quotes and code', () => {
    const html =
      '<h2>Heading</h2><h3>Sub</h3><h4>Minor</h4><p>Some <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u> and <s>s</s> text.<br>New line</p><hr>' +
      '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<pre><code>const a = 1 &lt; 2;</code></pre><p>Inline <code>x()</code></p>';
    expect(sanitizePostHtml(html)).toBe(
      '<h2>Heading</h2><h3>Sub</h3><h4>Minor</h4><p>Some <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u> and <s>s</s> text.<br />New line</p><hr />' +
        '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol><blockquote><p>Quote</p></blockquote>' +
        '<pre><code>const a = 1 &lt; 2;</code></pre><p>Inline <code>x()</code></p>',
    );
  });

  it('opens external links in a new tab with rel="noopener noreferrer", internal ones in place', () => {
    const out = sanitizePostHtml(
      '<p><a href="https://example.com/page">ext</a> <a href="http://example.org">http</a> <a href="/blog/post">int</a> <a href="#section">anchor</a> ' +
        '<a href="https://northmill.example/contact">own site</a> <a href="mailto:hello@example.com">mail</a> <a href="tel:+441614960123">call</a></p>',
      { siteOrigin: SITE },
    );
    expect(out).toContain('<a href="https://example.com/page" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(out).toContain('<a href="http://example.org/" target="_blank" rel="noopener noreferrer">http</a>');
    expect(out).toContain('<a href="/blog/post">int</a>');
    expect(out).toContain('<a href="#section">anchor</a>');
    expect(out).toContain('<a href="https://northmill.example/contact">own site</a>');
    expect(out).toContain('<a href="mailto:hello@example.com">mail</a>');
    expect(out).toContain('<a href="tel:+441614960123">call</a>');
  });

  it('drops protocol-relative and document-relative links but keeps their text', () => {
    expect(sanitizePostHtml('<a href="//evil.example/x">a</a>')).toBe('<a>a</a>');
    expect(sanitizePostHtml('<a href="/\\evil.example/x">a</a>')).toBe('<a>a</a>');
    expect(sanitizePostHtml('<a href="/&#9;/evil.example/x">a</a>')).toBe('<a>a</a>');
    expect(sanitizePostHtml('<a href="page.html">a</a>')).toBe('<a>a</a>');
  });

  it('keeps https and site-relative images, adds loading="lazy" and drops everything else', () => {
    expect(sanitizePostHtml('<img src="https://cdn.example/a.png" alt="Chart" width="640" height="360">')).toBe(
      '<img src="https://cdn.example/a.png" alt="Chart" width="640" height="360" loading="lazy" decoding="async" />',
    );
    expect(sanitizePostHtml('<img src="/images/a.png">')).toBe(
      '<img src="/images/a.png" alt="" loading="lazy" decoding="async" />',
    );
    expect(sanitizePostHtml('<img src="http://cdn.example/a.png" alt="x">')).toBe('');
    expect(sanitizePostHtml('<img src="//cdn.example/a.png">')).toBe('');
    expect(sanitizePostHtml('<img src="https://cdn.example/a.png" width="100%" height="50px">')).toBe(
      '<img src="https://cdn.example/a.png" alt="" loading="lazy" decoding="async" />',
    );
  });

  it('keeps tables with spans, figures and captions', () => {
    const html =
      '<figure><table><thead><tr><th colspan="2" scope="col">Cost</th></tr></thead><tbody><tr><td rowspan="2">A</td><td>£1</td></tr></tbody></table>' +
      '<figcaption>Costs</figcaption></figure>';
    expect(sanitizePostHtml(html)).toBe(html);
    expect(sanitizePostHtml('<table><tr><td colspan="x" class="c">a</td></tr></table>')).toBe(
      '<table><tr><td>a</td></tr></table>',
    );
  });

  it('maps h1 and h5/h6 onto the allowed outline and unwraps unknown tags', () => {
    expect(sanitizePostHtml('<h1>Title</h1><h5>Five</h5><h6>Six</h6>')).toBe('<h2>Title</h2><h4>Five</h4><h4>Six</h4>');
    expect(sanitizePostHtml('<div><span class="x">text</span></div>')).toBe('text');
  });

  it('closes unclosed tags', () => {
    expect(sanitizePostHtml('<p>unclosed <b>bold <i>it')).toBe('<p>unclosed <b>bold <i>it</i></b></p>');
  });

  it('leaves every seeded post substantially unchanged', () => {
    for (const post of [...PUBLIC_SEED_POSTS, ...EXISTING_BLOG_POSTS]) {
      const out = sanitizePostHtml(post.content);
      expect(stripHtml(out)).toBe(stripHtml(post.content));
      const tags = (html: string) => [...html.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
      expect(tags(out)).toEqual(tags(post.content));
    }
  });
});

describe('checkUrl', () => {
  it.each([
    ['https://example.com/a', 'href', 'https://example.com/a'],
    ['  https://example.com/a  ', 'href', 'https://example.com/a'],
    ['/blog', 'href', '/blog'],
    ['#top', 'href', '#top'],
    ['mailto:a@b.example', 'href', 'mailto:a@b.example'],
    ['HTTPS://EXAMPLE.COM/', 'src', 'https://example.com/'],
    ['/img.png', 'src', '/img.png'],
  ] as const)('accepts %j as %s', (raw, kind, url) => {
    expect(checkUrl(raw, kind)?.url).toBe(url);
  });

  it.each([
    ['javascript:alert(1)', 'href'],
    [' \u0000javascript:alert(1)', 'href'],
    ['java\tscript:alert(1)', 'href'],
    ['data:text/html,x', 'href'],
    ['//evil.example', 'href'],
    ['/\\evil.example', 'href'],
    ['relative/path', 'href'],
    ['', 'href'],
    ['#x', 'src'],
    ['http://example.com/a.png', 'src'],
    ['mailto:a@b.example', 'src'],
    ['https://', 'src'],
  ] as const)('refuses %j as %s', (raw, kind) => {
    expect(checkUrl(raw, kind)).toBeNull();
  });
});

describe('stripHtml', () => {
  it('gives plain text with entities decoded and blocks separated', () => {
    expect(stripHtml('<h2>Title</h2><p>Fish &amp; chips</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Title Fish & chips one two',
    );
  });
  it('drops scripts, styles and their content', () => {
    expect(stripHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe>x</iframe>')).toBe('a');
  });
  it('returns text that still needs escaping (it is not HTML)', () => {
    expect(stripHtml('<p>&lt;script&gt;</p>')).toBe('<script>');
  });
});

describe('media library pictures in post bodies', () => {
  it('keeps a /media/ variant URL and its alt text, lazy-loaded', () => {
    const html = sanitizePostHtml('<p><img src="/media/0123456789abcdef-1280.webp" alt="Goods-in bay at the warehouse"></p>');
    expect(html).toBe(
      '<p><img src="/media/0123456789abcdef-1280.webp" alt="Goods-in bay at the warehouse" loading="lazy" decoding="async" /></p>',
    );
  });
});

describe('sanitizePostHtml: pictures with captions (issue 38 trap 4)', () => {
  const img = '<img src="/media/0123456789abcdef-900.webp" alt="Scanner on its cradle">';
  it('keeps a figure with its caption, formatting inside the caption included', () => {
    expect(sanitizePostHtml(`<figure>${img}<figcaption><em>Day three</em>: the cradle</figcaption></figure>`)).toBe(
      '<figure><img src="/media/0123456789abcdef-900.webp" alt="Scanner on its cradle" loading="lazy" decoding="async" /><figcaption><em>Day three</em>: the cradle</figcaption></figure>',
    );
  });
  it('drops a caption left empty in the editor, keeping its picture', () => {
    for (const empty of ['', ' ', '<br>', ' <br /> '])
      expect(sanitizePostHtml(`<figure>${img}<figcaption>${empty}</figcaption></figure>`)).toBe(
        '<figure><img src="/media/0123456789abcdef-900.webp" alt="Scanner on its cradle" loading="lazy" decoding="async" /></figure>',
      );
  });
});
