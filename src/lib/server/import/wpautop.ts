// WordPress's wpautop (wp-includes/formatting.php), the filter that turns a classic post's
// line breaks into paragraphs when WordPress shows it: a blank line starts a new paragraph,
// a single line break is a <br>. Block-editor posts are stored as HTML and skip it. A port of
// its regular expressions, in the same order, without the parts for <option>, <object> and
// <!-- more --> handled elsewhere.
const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';
const PRESERVED = /<(pre|script|style|svg)[\s>][\s\S]*?<\/\1>/gi;

export function wpautop(text: string): string {
  if (!text.trim()) return '';
  const kept: string[] = [];
  let pee = `${text.replace(/\r\n?/g, '\n')}\n`;
  // <pre>, scripts and styles keep their line breaks.
  pee = pee.replace(PRESERVED, (m) => `<pre data-wp-kept="${kept.push(m) - 1}"></pre>`);
  // Runs of spaces mean nothing in HTML outside <pre>; collapsing them keeps the patterns below linear.
  pee = pee.replace(/[ \t\f\v]+/g, ' ');
  pee = pee.replace(/<br\s*\/?>\s*<br\s*\/?>/gi, '\n\n');
  pee = pee.replace(new RegExp(`(<${BLOCKS}[\\s/>])`, 'gi'), '\n\n$1');
  pee = pee.replace(new RegExp(`(</${BLOCKS}>)`, 'gi'), '$1\n\n');
  pee = pee.replace(/<hr\s*?\/?>/gi, '<hr />\n\n');
  // Line breaks inside a tag are not the writer's.
  pee = pee.replace(/<[^<>]*>/g, (tag) => tag.replace(/ ?\n ?/g, ' '));
  pee = pee.replace(/\n\n+/g, '\n\n');
  const paragraphs = pee.split(/\n\s*\n/).filter((p) => p.trim());
  pee = paragraphs.map((p) => `<p>${p.replace(/^\n*|\n*$/g, '')}</p>\n`).join('');
  pee = pee.replace(/<p>\s*<\/p>/g, '');
  pee = pee.replace(/<p>([^<]+)<\/(div|address|form)>/gi, '<p>$1</p></$2>');
  pee = pee.replace(new RegExp(`<p>\\s*(</?${BLOCKS}[^<>]*>)\\s*</p>`, 'gi'), '$1');
  pee = pee.replace(/<p>(<li.+?)<\/p>/gi, '$1');
  pee = pee.replace(/<p><blockquote([^<>]*)>/gi, '<blockquote$1><p>');
  pee = pee.replace(/<\/blockquote><\/p>/gi, '</p></blockquote>');
  pee = pee.replace(new RegExp(`<p>\\s*(</?${BLOCKS}[^<>]*>)`, 'gi'), '$1');
  pee = pee.replace(new RegExp(`(</?${BLOCKS}[^<>]*>)\\s*</p>`, 'gi'), '$1');
  pee = pee.replace(/(?<!<br \/>)\s*\n/g, '<br />\n');
  pee = pee.replace(new RegExp(`(</?${BLOCKS}[^<>]*>)\\s*<br />`, 'gi'), '$1');
  pee = pee.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^<>]*>)/gi, '$1');
  pee = pee.replace(/\n<\/p>$/g, '</p>');
  pee = pee.replace(/<pre data-wp-kept="(\d+)"><\/pre>/g, (_m, i: string) => kept[Number(i)]!);
  return pee.trim();
}
