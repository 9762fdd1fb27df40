// The one escaper for text we put into markup by hand: HTML, XML (feeds and
// the sitemap), SVG and Pango markup. Markup React renders needs none (React
// escapes what it renders). `&#39;` rather than `&apos;`, which HTML 4 and some
// mail programs do not know; the other four are the same in every one of them.
const REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => REFERENCES[c]!);
}
