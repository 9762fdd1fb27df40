// The media actions as the admin islands call them: one place that turns an
// action's error into the sentence staff read.
import { actions } from 'astro:actions';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import type { MediaSummary, MediaUseSummary } from '../../../lib/admin/media.ts';

type Result<T> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

/** A refused action's messages by field, and the one sentence to show (never the raw 'Failed to validate: …' list). */
export function refusalOf(error: { message: string }, fallback: string): { message: string; fields: Record<string, string> } {
  const { fields } = readFieldErrors(error);
  const first = Object.values(fields)[0];
  const plain = /^Failed to validate/.test(error.message) ? undefined : error.message;
  return { message: first ?? plain ?? fallback, fields };
}

const failure = (error: { message: string }, fallback: string) => ({ ok: false as const, ...refusalOf(error, fallback) });

export async function uploadPicture(file: File): Promise<Result<{ item: MediaSummary; created: boolean }>> {
  const form = new FormData();
  form.set('file', file);
  // A form action (multipart): staffAction's types describe the parsed input, not the FormData sent.
  const { data, error } = await actions.admin.media.upload(form as never);
  return error ? failure(error, 'The picture could not be uploaded.') : { ok: true, value: data };
}

export async function searchPictures(q: string): Promise<Result<MediaSummary[]>> {
  const { data, error } = await actions.admin.media.search({ q });
  return error ? failure(error, 'The media library could not be loaded.') : { ok: true, value: data };
}

export async function getPicture(id: string): Promise<Result<{ item: MediaSummary; uses: MediaUseSummary[] }>> {
  const { data, error } = await actions.admin.media.get({ id });
  return error ? failure(error, 'The picture could not be loaded.') : { ok: true, value: data };
}

export async function deletePicture(id: string): Promise<Result<true>> {
  const { error } = await actions.admin.media.remove({ id });
  return error ? failure(error, 'The picture could not be deleted.') : { ok: true, value: true };
}

/** Polls until the variants are made (a few seconds for a large picture). */
export async function waitUntilReady(id: string, tries = 40): Promise<MediaSummary | null> {
  for (let i = 0; i < tries; i++) {
    const r = await getPicture(id);
    if (!r.ok) return null;
    if (r.value.item.variantsStatus !== 'pending') return r.value.item;
    await new Promise((resolve) => setTimeout(resolve, 750));
  }
  return null;
}
