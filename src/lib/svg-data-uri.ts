// A small SVG as a data: URL for an HTML attribute. Readable rather than
// base64 (which gzip compresses poorly): double quotes become single ones (the
// attribute is double-quoted) and only the characters a URL or an attribute
// cannot carry as they are are percent-encoded.

const ESCAPED = /[%#<>&\r\n\t]/g;

export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(ESCAPED, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}
