import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { fieldError } from '../../lib/server/foundation/field-error.ts';
import { changedFields } from '../../lib/audit-diff.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import * as repo from '../../lib/server/repositories/media.ts';
import { deleteImage, MediaRefusal, uploadImage } from '../../lib/server/media/library.ts';
import { describeUses, findMediaUses } from '../../lib/server/media/usage.ts';
import { toMediaSummary } from '../../lib/server/media/summary.ts';
import { mediaIdSchema, mediaSearchSchema, mediaUploadSchema } from '../../lib/admin/media.ts';
import { mediaDetailFields, mediaUpdateSchema } from '../../lib/shapes/media.ts';
import { pickFields } from '../../lib/shapes/fields.ts';
import { versioned } from './versioned.ts';
import { getVersions, withVersions } from '../../lib/server/repositories/record-versions.ts';
import { versionInput } from '../../lib/admin/versions.ts';

const mediaVersion = async (db: Parameters<typeof repo.getMedia>[0], id: string) =>
  (await getVersions(db, 'media', [id]))[id] ?? 0;

export const search = staffAction({
  action: 'admin.media.search',
  changes: 'none',
  input: mediaSearchSchema,
  errorMessage: 'Error loading the media library',
  handler: async ({ q }, { db }) => withVersions(db, 'media', (await repo.searchMedia(db, q)).map(toMediaSummary), (m) => m.id),
});

export const get = staffAction({
  action: 'admin.media.get',
  changes: 'none',
  input: mediaIdSchema,
  errorMessage: 'Error loading the picture',
  handler: async ({ id }, { db }) => {
    const item = await repo.getMedia(db, id);
    if (!item) throw new ActionError({ code: 'NOT_FOUND', message: 'That picture is no longer in the library.' });
    return { item: { ...toMediaSummary(item), version: await mediaVersion(db, id) }, uses: await findMediaUses(db, item) };
  },
});

// A multipart form post (the raw-body limit allows 10 MB for this action: http/body-limits.ts).
export const upload = staffAction({
  action: 'admin.media.upload',
  changes: 'none',
  accept: 'form',
  input: mediaUploadSchema,
  errorMessage: 'Error uploading the picture',
  handler: async ({ file }, { db, user, audit }) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      const { item, created } = await uploadImage(db, getRuntime().logger, { name: file.name, bytes }, user.id);
      if (created)
        await audit('media.upload', 'media', item.id, {
          filename: item.originalFilename,
          width: item.width,
          height: item.height,
        });
      return { item: { ...toMediaSummary(item), version: await mediaVersion(db, item.id) }, created };
    } catch (err) {
      if (err instanceof MediaRefusal) throw fieldError('file', err.message);
      throw err;
    }
  },
});

export const update = staffAction({
  action: 'admin.media.update',
  changes: ['media'],
  input: mediaUpdateSchema.and(z.object(versionInput)),
  errorMessage: 'Error saving the picture details',
  handler: async ({ id, version, overwrite, ...details }, staff) => {
    const stored = async (db: typeof staff.db) => {
      const m = await repo.getMedia(db, id);
      return m ? pickFields(mediaDetailFields, m) : {};
    };
    const target = { kind: 'media', key: id, what: "picture's details", version, overwrite, stored } as const;
    const saved = await versioned(staff, target, async ({ db, audit, changed }) => {
      const before = await repo.getMedia(db, id);
      if (!before || !(await repo.updateMediaDetails(db, id, details)))
        throw new ActionError({ code: 'NOT_FOUND', message: 'That picture is no longer in the library.' });
      await audit('media.update', 'media', id, { changes: changedFields({ ...before }, details) });
      // Pages show the alt text and crop around the focal point.
      changed({ kind: 'media', id });
      return toMediaSummary((await repo.getMedia(db, id))!);
    });
    return { item: { ...saved.value, version: saved.version }, version: saved.version };
  },
});

export const remove = staffAction({
  action: 'admin.media.remove',
  changes: 'none',
  input: mediaIdSchema,
  errorMessage: 'Error deleting the picture',
  handler: async ({ id }, { db, audit }) => {
    const item = await repo.getMedia(db, id);
    const outcome = await deleteImage(db, id);
    if ('missing' in outcome) throw new ActionError({ code: 'NOT_FOUND', message: 'That picture is no longer in the library.' });
    if (!outcome.deleted) {
      throw new ActionError({
        code: 'CONFLICT',
        message: `This picture is still in use, so it was not deleted. Remove it from these places first: ${describeUses(outcome.uses)}.`,
      });
    }
    await audit('media.delete', 'media', id, { filename: item?.originalFilename, alt: item?.alt });
    return { ok: true };
  },
});
