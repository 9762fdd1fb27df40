// The pictures an imported item names, in order, each once. The readers list every address as
// written, even ones the import will never fetch (file:// paths, private or local network
// addresses): the import job refuses those (the same address policy as webhooks,
// OUTBOUND_ALLOW_NETWORKS), and the notes here tell the owner why before they start.
import { isIP } from 'node:net';
import { addressPolicy } from '../net/address-policy.ts';
import type { ImportedPicture } from './model.ts';

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home\.arpa|intranet|corp)$/i;
const publicAddresses = addressPolicy();

/** Why a picture's address will not be fetched as it stands, or null when it is an ordinary web address. */
export function pictureProblem(url: string, allowNetworks?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'it is not a complete web address (the old site’s address is needed to find it)';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return `it is a ${parsed.protocol.replace(':', '')}: address, not a web address: it will not be fetched`;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const policy = allowNetworks ? addressPolicy(allowNetworks) : publicAddresses;
  if (isIP(host) ? !policy.permits(host) : LOCAL_NAMES.test(host) || !host.includes('.'))
    return 'it is on a private or local network: the import refuses to fetch it unless that network is allowed (OUTBOUND_ALLOW_NETWORKS)';
  return null;
}

/** One note for each picture that will not be fetched as it stands. */
export function pictureNotes(pictures: ImportedPicture[], allowNetworks?: string): string[] {
  const notes: string[] = [];
  const seen = new Set<string>();
  for (const p of pictures) {
    if (seen.has(p.url)) continue;
    seen.add(p.url);
    const problem = pictureProblem(p.url, allowNetworks);
    if (problem) notes.push(`The picture “${p.url.slice(0, 120)}” is listed, but ${problem}.`);
  }
  return notes;
}

/** Pictures in order of first appearance, one per address; a later alt text or caption fills a missing one. */
export function dedupePictures(pictures: ImportedPicture[]): ImportedPicture[] {
  const byUrl = new Map<string, ImportedPicture>();
  for (const p of pictures) {
    const seen = byUrl.get(p.url);
    if (!seen) byUrl.set(p.url, { ...p });
    else {
      if (!seen.alt && p.alt) seen.alt = p.alt;
      if (!seen.caption && p.caption) seen.caption = p.caption;
    }
  }
  return [...byUrl.values()];
}
