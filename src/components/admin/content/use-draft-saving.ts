import { useCallback, useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import type { PageDocument, PageStatus } from '../../../lib/page-content/page-document.ts';
import { checkDocument } from '../../../lib/page-content/editor/check.ts';
import { errorsByPath, issuesOf } from '../../../lib/page-content/editor/paths.ts';
import { readConflict, type ConflictInfo } from '../../../lib/admin/versions.ts';

/** A save refused because someone saved a newer version: their version and the server's message. */
export interface DraftConflict {
  info: ConflictInfo;
  message: string;
}

/** What a save took from a newer version: fields only they changed, and fields both changed (mine kept). */
export interface MergeNote {
  by: string;
  fromTheirs: string[];
  conflicts: string[];
}

/** Field messages from a content action, keyed like the form: the action reports paths from its input ({ slug, doc }). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(errorsByPath(issuesOf(error))).map(([k, v]) => [k.replace(/^doc\./, ''), v]));
}

/** How long the editor waits after the last change before it saves the draft on its own. */
export const AUTOSAVE_DELAY_MS = 2500;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid'; count: number }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; by: string };

/**
 * Draft saving for the content editor: autosave after a pause in typing, 'Save draft' at once.
 * A document that fails the local check is not sent; the messages go beside the fields instead.
 * Every save names the version it is based on. When someone saved a newer one, the save is
 * refused and autosave stops until the editor loads theirs or saves over it (`save(doc, true)`).
 */
export function useDraftSaving(
  slug: string,
  doc: PageDocument,
  initialStatus: PageStatus,
  initialVersion: number,
  /** A save merged a newer version in (fields only they changed): the editor shows the merged document. */
  onMerged: (merged: PageDocument, note: MergeNote) => void,
) {
  const version = useRef(initialVersion);
  // The document `version` held: a save based on it is merged field by field if someone saved since.
  const baseDoc = useRef(doc);
  const [conflict, setConflictState] = useState<DraftConflict | null>(null);
  const conflictRef = useRef<DraftConflict | null>(null);
  const setConflict = (c: DraftConflict | null) => {
    conflictRef.current = c;
    setConflictState(c);
  };
  const [saved, setSaved] = useState(() => JSON.stringify(doc));
  const [status, setStatus] = useState<PageStatus>(initialStatus);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inFlight = useRef<Promise<boolean> | null>(null);
  const current = JSON.stringify(doc);
  const unsaved = current !== saved;

  const save = useCallback(
    async (draft: PageDocument, overwrite = false): Promise<boolean> => {
      // Nothing goes over a newer version unless the editor chose to.
      if (conflictRef.current && !overwrite) return false;
      const body = JSON.stringify(draft);
      const local = checkDocument(draft);
      if (Object.keys(local).length > 0) {
        setErrors(local);
        setState({ kind: 'invalid', count: Object.keys(local).length });
        return false;
      }
      // One save at a time: a later one waits, so drafts arrive in order.
      if (inFlight.current) await inFlight.current;
      setState({ kind: 'saving' });
      const run = (async () => {
        try {
          const { data, error } = await actions.admin.content.saveDraft({
            slug,
            doc: draft,
            base: baseDoc.current,
            version: version.current,
            overwrite,
          });
          if (!error) {
            version.current = data.version;
            baseDoc.current = data.doc;
            setConflict(null);
            // A merged save stores more than this tab sent: the editor shows what was stored.
            setSaved(data.merge ? JSON.stringify(data.doc) : body);
            if (data.merge) onMerged(data.doc, data.merge);
            setStatus('draft-changes');
            setErrors({});
            setState({ kind: 'saved', at: new Date() });
            return true;
          }
          const stale = readConflict(error);
          if (stale) {
            setConflict({ info: stale, message: stale.message });
            setState({ kind: 'conflict', by: stale.by });
            return false;
          }
          const fields = serverFieldErrors(error);
          setErrors(fields);
          setState(
            Object.keys(fields).length
              ? { kind: 'invalid', count: Object.keys(fields).length }
              : { kind: 'failed', message: error.message },
          );
        } catch {
          setState({ kind: 'failed', message: 'The server could not be reached; the draft is kept in this tab.' });
        }
        return false;
      })();
      inFlight.current = run;
      const ok = await run;
      inFlight.current = null;
      return ok;
    },
    // onMerged is left out on purpose: a new closure each render must not restart autosave.
    [slug],
  );

  useEffect(() => {
    if (!unsaved || conflict) return;
    const timer = setTimeout(() => void save(JSON.parse(current) as PageDocument), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, unsaved, save, conflict]);

  return {
    unsaved,
    status,
    setStatus,
    state,
    setState,
    errors,
    setErrors,
    save,
    markSaved: setSaved,
    conflict,
    setConflict,
    /** The version this tab is based on (sent with Publish too). */
    version: () => version.current,
  };
}
