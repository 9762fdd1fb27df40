// The page editor's actions (admin.content.*): thin wrappers over src/lib/server/page-content/pages-service.ts.
import { ActionError } from 'astro:actions';
import { staffAction, type StaffContext } from './staff-action.ts';
import * as content from '../../lib/server/page-content/pages-service.ts';
import { fieldErrorsAt } from '../../lib/server/foundation/field-error.ts';
import { contentDraftInput, contentPublishInput, contentRevisionInput, contentSlugInput } from '../../lib/admin/content.ts';

function unwrap<T>(result: content.ContentResult<T>, what: string): T {
  if (result.ok) return result.value;
  if (result.reason === 'invalid') throw fieldErrorsAt(result.errors.map((e) => ({ path: `doc.${e.path}`, message: e.message })));
  if (result.reason === 'forbidden')
    throw fieldErrorsAt(
      result.errors.map((e) => ({ path: `doc.${e.path}`, message: e.message })),
      'FORBIDDEN',
    );
  if (result.reason === 'no-draft')
    throw new ActionError({ code: 'CONFLICT', message: `${what}: there are no unpublished changes.` });
  throw new ActionError({ code: 'NOT_FOUND', message: `${what}: that page or version no longer exists.` });
}

const actor = (staff: StaffContext): content.PageActor => ({
  id: staff.user.id,
  email: staff.user.email,
  name: staff.user.displayName || staff.user.email,
  role: staff.user.role,
});

export const saveDraft = staffAction({
  action: 'admin.content.saveDraft',
  changes: 'none',
  input: contentDraftInput,
  errorMessage: 'Error saving the draft',
  handler: async ({ slug, doc, base, version, overwrite }, staff) =>
    unwrap(
      await content.saveDraft(staff.db, slug, doc, actor(staff), { version, overwrite, doc: base }),
      'Error saving the draft',
    ),
});

export const publish = staffAction({
  action: 'admin.content.publish',
  changes: ['page'],
  input: contentPublishInput,
  errorMessage: 'Error publishing the page',
  handler: async ({ slug, version }, staff) => {
    const result = unwrap(await content.publishPage(staff.db, slug, actor(staff), version), 'Error publishing the page');
    staff.changed({ kind: 'page', slug });
    return {
      revisionId: result.revision.id,
      publishedAt: result.revision.createdAt,
      authors: result.authors.map((a) => a.name),
    };
  },
});

export const discardDraft = staffAction({
  action: 'admin.content.discardDraft',
  changes: 'none',
  input: contentSlugInput,
  errorMessage: 'Error discarding the draft',
  handler: async ({ slug }, staff) =>
    unwrap(await content.discardDraft(staff.db, slug, actor(staff)), 'Error discarding the draft'),
});

export const restoreRevision = staffAction({
  action: 'admin.content.restoreRevision',
  changes: ['page'],
  input: contentRevisionInput,
  errorMessage: 'Error restoring that version',
  handler: async ({ id }, staff) => {
    const result = unwrap(await content.restorePageRevision(staff.db, id, actor(staff)), 'Error restoring that version');
    staff.changed({ kind: 'page', slug: result.slug });
    return { slug: result.slug, revisionId: result.revision.id };
  },
});
