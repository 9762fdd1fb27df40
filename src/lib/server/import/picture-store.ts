// Pictures of an imported post: fetched through the outbound guard (a refused
// address, scheme or size never leaves), checked by their bytes and stored in
// the media library with the old site's alt text. Anything that fails is
// reported by the caller and the post gets a fallback in place of the <img>.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import { outboundRequest, OutboundRefused } from '../net/outbound-request.ts';
import type { AddressPolicy } from '../net/address-policy.ts';
import { MediaRefusal, uploadImage } from '../media/library.ts';
import { updateMediaDetails } from '../repositories/media.ts';
import { plannedVariants } from '../media/encode.ts';
import { variantUrl } from '../../media/urls.ts';
import { ALT_MAX } from '../../media/rules.ts';
import type { ImportedPicture } from './model.ts';

/** Limits on picture work: per picture and per run. */
export const PICTURE_LIMITS = { maxBytes: 15 * 1024 * 1024, timeoutMs: 10_000, perRun: 5_000 };

export type StoredPicture = { ok: true; mediaId: string; src: string; created: boolean } | { ok: false; why: string };

function fileNameOf(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? 'picture';
  return decodeURIComponent(last).slice(0, 120) || 'picture';
}

/** Fetches one picture and stores it; never throws for a picture the owner can do without. */
export async function storePicture(
  db: Kysely<Database>,
  logger: Logger,
  picture: ImportedPicture,
  o: { policy: AddressPolicy; createdBy: string | null },
): Promise<StoredPicture> {
  let url: URL;
  try {
    url = new URL(picture.url);
  } catch {
    return { ok: false, why: 'The address is not a full web address.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, why: `Only http and https addresses are fetched, not ${url.protocol.replace(':', '')}.` };
  }
  let body: Buffer;
  try {
    const res = await outboundRequest(url.href, {
      policy: o.policy,
      timeoutMs: PICTURE_LIMITS.timeoutMs,
      maxBytes: PICTURE_LIMITS.maxBytes,
      maxRedirects: 3,
    });
    if (res.status !== 200) return { ok: false, why: `The old site answered ${res.status}.` };
    body = res.body;
  } catch (err) {
    if (err instanceof OutboundRefused) {
      return {
        ok: false,
        why:
          err.reason === 'size'
            ? 'The picture is larger than 15 MB.'
            : `Refused: ${err.message}. Pictures are only fetched from public addresses.`,
      };
    }
    logger.debug({ err, url: url.href }, 'import picture fetch failed');
    return { ok: false, why: 'The picture could not be fetched (no answer within 10 seconds, or the connection failed).' };
  }
  try {
    const stored = await uploadImage(db, logger, { name: fileNameOf(url), bytes: new Uint8Array(body) }, o.createdBy);
    const item = stored.item;
    if (picture.alt.trim() && !item.alt) {
      await updateMediaDetails(db, item.id, {
        alt: picture.alt.trim().slice(0, ALT_MAX),
        decorative: false,
        title: item.title,
        focalX: item.focalX,
        focalY: item.focalY,
      });
    }
    const jpeg = plannedVariants(item.width).find((v) => v.format === 'jpeg')!;
    return { ok: true, mediaId: item.id, src: variantUrl(item.sha256, jpeg.width, 'jpeg'), created: stored.created };
  } catch (err) {
    if (err instanceof MediaRefusal) return { ok: false, why: err.message };
    throw err;
  }
}
