// Video and audio players in imported HTML (WordPress's video and audio blocks, Ghost's video and
// audio cards) become a link to their file before the sanitiser would drop them whole: the
// recording stays one click away, and the note says what changed. Embedded pages (<iframe>) are
// left to the sanitiser, which removes them with a note naming where they came from.
import { escapeHtml } from '../../escape-html.ts';

const PLAYER = /<(video|audio)\b([^<>]*)>([\s\S]*?)<\/\1>/gi;
const SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>]+))/i;

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'");

export function playersToLinks(html: string, notes: string[]): string {
  if (!/<(video|audio)\b/i.test(html)) return html;
  return html.replace(PLAYER, (whole, kind: string, attrs: string, inner: string) => {
    const m = SRC.exec(attrs) ?? SRC.exec(inner);
    const src = m ? decode(m[1] ?? m[2] ?? m[3] ?? '').trim() : '';
    if (!/^https?:\/\//i.test(src)) return whole;
    const what = kind.toLowerCase();
    notes.push(
      `${what === 'audio' ? 'An audio' : 'A video'} player became a link to its file (${src}): the blog does not play ${what} itself.`,
    );
    return `<a href="${escapeHtml(src)}">${escapeHtml(src)}</a>`;
  });
}
