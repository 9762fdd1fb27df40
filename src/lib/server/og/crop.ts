/*
 * A library picture chosen as a share image, cut to exactly 1200×630 around its focal point:
 * networks show og:image at 1.91:1 and crop anything else themselves, usually through the middle
 * (a face at the top of a portrait photo is lost). The key hashes the picture's bytes and focal
 * point, so moving the focal point makes a new URL and each URL's bytes never change.
 */
import { createHash } from 'node:crypto';
import { loadSharp } from '../media/encode.ts';
import { MAX_IMAGE_PIXELS } from '../../media/rules.ts';
import { OG_HEIGHT, OG_WIDTH } from './card.ts';

const CROP_VERSION = 1;

export interface CropSource {
  sha256: string;
  width: number;
  height: number;
  /** Percent from the left and from the top, 0-100. */
  focalX: number;
  focalY: number;
}

export function shareCropKey(m: CropSource): string {
  const input = JSON.stringify([CROP_VERSION, m.sha256, m.focalX, m.focalY]);
  return createHash('sha256').update(input).digest('base64url').slice(0, 22);
}

/**
 * Scale the picture until it covers 1200×630, then take the 1200×630 window whose centre is as
 * close to the focal point as the edges allow. A smaller picture is scaled up (a soft card beats a
 * card the network crops blindly).
 */
export function cropBox(m: Pick<CropSource, 'width' | 'height' | 'focalX' | 'focalY'>) {
  const scale = Math.max(OG_WIDTH / m.width, OG_HEIGHT / m.height);
  const width = Math.max(OG_WIDTH, Math.round(m.width * scale));
  const height = Math.max(OG_HEIGHT, Math.round(m.height * scale));
  const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max);
  return {
    width,
    height,
    left: clamp((m.focalX / 100) * width - OG_WIDTH / 2, width - OG_WIDTH),
    top: clamp((m.focalY / 100) * height - OG_HEIGHT / 2, height - OG_HEIGHT),
  };
}

/** The JPEG card of `original` (the stored, re-encoded upload, already upright). */
export async function cropShareImage(original: Uint8Array, m: CropSource): Promise<Uint8Array<ArrayBuffer>> {
  const box = cropBox(m);
  const sharp = await loadSharp();
  const out = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .resize(box.width, box.height, { fit: 'fill' })
    .extract({ left: box.left, top: box.top, width: OG_WIDTH, height: OG_HEIGHT })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(out);
}
