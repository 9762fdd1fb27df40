// A WordPress export (WXR 1.2) of N generated posts, each showing pictures served
// from a given base URL: for the import benchmark and the browser test. Written
// here, not under tests/, so scripts may use it too.
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface WxrPost {
  id: number;
  title: string;
  slug: string;
  status: 'publish' | 'draft' | 'future';
  date: string;
  html: string;
  pictures: string[];
}

export function wxrPosts(n: number, pictureBase: string, picturesPerPost = 2): WxrPost[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const pictures = Array.from(
      { length: picturesPerPost },
      (_, k) => `${pictureBase}/wp-content/uploads/2024/03/p${id}-${k + 1}.png`,
    );
    const html = [
      `<p>Notes from week ${id}: what we built and what we learnt.</p>`,
      ...pictures.map((src, k) => `<p><img src="${src}" alt="Sketch ${k + 1} for post ${id}" /></p>`),
    ].join('\n');
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      id,
      title: `Week ${id} at the mill`,
      slug: `week-${id}-at-the-mill`,
      status: 'publish',
      date: `2024-03-${day} 09:00:00`,
      html,
      pictures,
    };
  });
}

export function makeWxr(posts: WxrPost[], siteUrl: string): string {
  const items = posts
    .map(
      (p) => `  <item>
    <title>${esc(p.title)}</title>
    <link>${siteUrl}/2024/03/${p.slug}/</link>
    <dc:creator><![CDATA[admin]]></dc:creator>
    <category domain="category" nicename="news"><![CDATA[News]]></category>
    <content:encoded><![CDATA[${p.html}]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>${p.id}</wp:post_id>
    <wp:post_date><![CDATA[${p.date}]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[${p.date}]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[${p.slug}]]></wp:post_name>
    <wp:status><![CDATA[${p.status}]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
  </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old blog</title>
  <link>${siteUrl}</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${siteUrl}</wp:base_site_url>
  <wp:base_blog_url>${siteUrl}</wp:base_blog_url>
  <generator>https://wordpress.org/?v=6.4</generator>
${items}
</channel>
</rss>
`;
}
