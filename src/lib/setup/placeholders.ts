// Recognises the illustrative values the site ships with, so the setup
// checklist can tell "set up" from "still the demo". Reserved names (RFC 2606,
// RFC 6761) never reach a real customer; 0161 496 0xxx is one of Ofcom's
// numbers kept for drama, like the default phone number.

const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost', 'local', 'internal'];

/** A host nobody outside this machine can reach by that name. */
export function isPlaceholderHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '0.0.0.0' || host === '::1' || host === '::') return true;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return true; // an address, not a domain
  if (host.includes(':')) return true; // IPv6 literal
  const labels = host.split('.');
  if (labels.length < 2) return true;
  const tld = labels.at(-1)!;
  return RESERVED_TLDS.includes(tld) || ['example.com', 'example.org', 'example.net'].includes(labels.slice(-2).join('.'));
}

export function isPlaceholderEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  return at < 0 || isPlaceholderHost(email.slice(at + 1));
}

/** Ofcom's drama range for Manchester (0161 496 0000-0999), where the default number comes from. */
export function isDramaPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/[^\d+]/g, '').replace(/^\+44/, '0');
  return /^01614960\d{3}$/.test(digits);
}

/** A public site address customers can use: https and a real domain. */
export function isRealSiteUrl(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  return url.protocol === 'https:' && !isPlaceholderHost(url.hostname);
}
