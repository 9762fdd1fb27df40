import { useEffect, useMemo, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { ArrowLeft } from 'lucide-react';
import type { PageDocument, PageStatus, SectionEnvelope } from '../../../lib/page-content/page-document.ts';
import { emptyValue, fieldSpec, type JsonSchema } from '../../../lib/page-content/editor/form-spec.ts';
import { clearErrorsUnder, moveItem, setAt, type Path } from '../../../lib/page-content/editor/paths.ts';
import { Toaster, useToasts } from '../../islands/Toaster.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EditorContext, type EditorApi, type OfferChoice } from './editor-context.ts';
import { SectionCard, type SectionTypeInfo } from './SectionCard.tsx';
import { AddSection } from './AddSection.tsx';
import { EditorBar } from './EditorBar.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { HistoryPanel, type RevisionRow } from './HistoryPanel.tsx';
import { DraftSharing } from './DraftSharing.tsx';
import { ScheduledChange, type ScheduledView } from './ScheduledChange.tsx';
import { serverFieldErrors, useDraftSaving } from './use-draft-saving.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { ConflictPanel } from '../ui/ConflictPanel.tsx';
import { PresenceNotice, usePresence, type LiveVersion } from '../PresenceNotice.tsx';
import { ChangedElsewhere, conflictingDifferences, fieldLabel, mergedMessage } from './merge-notices.tsx';
import { docDifferences } from './doc-differences.ts';
import { readConflict } from '../../../lib/admin/versions.ts';

export interface ContentEditorProps {
  slug: string;
  title: string;
  publicPath: string;
  initialDoc: PageDocument;
  initialStatus: PageStatus;
  /** The version the editor opened (src/lib/admin/versions.ts): every save and the publish send it. */
  initialVersion: number;
  /** The owner may change offer figures and booking buttons here; staff see them read-only. */
  ownerFields: boolean;
  sectionTypes: { type: string; label: string; description: string; schema: JsonSchema }[];
  offers: OfferChoice[];
  revisions: RevisionRow[];
  /** The pending scheduled change (apart from the draft), or null. */
  scheduled: ScheduledView | null;
  /** Why the viewer may not publish, schedule or discard the saved draft (the policy), or null. */
  draftRefusal: string | null;
}

/** An id for a new section: its type in kebab case, numbered past any already on the page. */
function newSectionId(type: string, sections: readonly SectionEnvelope[]): string {
  const base =
    type
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .slice(0, 50) || 'section';
  const taken = new Set(sections.map((s) => s.id));
  let n = 1;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

export function ContentEditor(props: ContentEditorProps) {
  const { slug, title, publicPath } = props;
  const [doc, setDoc] = useState(props.initialDoc);
  const [open, setOpen] = useState<Set<string>>(() => new Set(props.initialDoc.sections.slice(0, 1).map((s) => s.id)));
  const [confirm, setConfirm] = useState<{ kind: 'remove'; index: number } | { kind: 'discard' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [revisions, setRevisions] = useState(props.revisions);
  const { toasts, push, dismiss } = useToasts();
  const drafts = useDraftSaving(slug, doc, props.initialStatus, props.initialVersion, (merged, note) => {
    setDoc(merged);
    push(
      'info',
      mergedMessage(note, (name) => fieldLabel(name, merged, (t) => typeInfo(t)?.label)),
    );
  });
  const [live, setLive] = useState<LiveVersion | null>(null);
  const others = usePresence('page', slug, setLive);
  // Someone saved, published or scheduled this page since this tab loaded it (the heartbeat says so).
  const changed = live && live.version > drafts.version() ? live : null;
  const guard = useLeaveGuard(drafts.unsaved || busy, '/admin/content');
  const heading = useRef<HTMLHeadingElement>(null);

  // A section with a problem opens, so the message beside the field can be seen.
  useEffect(() => {
    const ids = Object.keys(drafts.errors)
      .map((k) => doc.sections[Number(k.split('.')[1])]?.id)
      .filter((id): id is string => !!id);
    if (ids.length) setOpen((o) => (ids.every((id) => o.has(id)) ? o : new Set([...o, ...ids])));
    // Only a new set of errors opens sections; typing in an open one does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drafts.errors]);

  const types = useMemo<SectionTypeInfo[]>(
    () =>
      props.sectionTypes.map((t) => {
        const spec = fieldSpec(t.schema, '', true);
        return { type: t.type, label: t.label, description: t.description, spec: spec.kind === 'group' ? spec : null };
      }),
    [props.sectionTypes],
  );
  const typeInfo = (type: string) => types.find((t) => t.type === type);

  const api: EditorApi = {
    errors: drafts.errors,
    offers: props.offers,
    ownerFields: props.ownerFields,
    announce: (m) => setAnnouncement((prev) => (prev === m ? `${m}\u00a0` : m)),
    setValue: (path: Path, value: unknown) => {
      setDoc((d) => setAt(d, path, value));
      drafts.setErrors((e) => clearErrorsUnder(e, path));
    },
  };
  const sections = doc.sections;
  const setSections = (next: SectionEnvelope[]) => setDoc((d) => ({ ...d, sections: next }));

  function moveSection(from: number, to: number, dir: 'up' | 'down') {
    const moved = sections[from];
    if (!moved) return;
    setSections(moveItem(sections, from, to));
    drafts.setErrors({});
    api.announce(`${typeInfo(moved.type)?.label ?? moved.type} moved to position ${to + 1} of ${sections.length}.`);
    const edge = (dir === 'up' && to === 0) || (dir === 'down' && to === sections.length - 1);
    requestAnimationFrame(() =>
      document.getElementById(`sec-${moved.id}-${edge ? (dir === 'up' ? 'down' : 'up') : dir}`)?.focus(),
    );
  }
  function addSection(type: string) {
    const info = typeInfo(type);
    if (!info?.spec) return;
    const id = newSectionId(type, sections);
    setSections([...sections, { id, type, hidden: false, data: emptyValue(info.spec) }]);
    setOpen((o) => new Set(o).add(id));
    api.announce(`${info.label} added as section ${sections.length + 1}.`);
    requestAnimationFrame(() => document.getElementById(`sec-${id}-toggle`)?.focus());
  }
  function removeSection(index: number) {
    const gone = sections[index];
    if (!gone) return;
    setSections(sections.filter((_, i) => i !== index));
    drafts.setErrors({});
    setConfirm(null);
    api.announce(`${typeInfo(gone.type)?.label ?? gone.type} removed.`);
    requestAnimationFrame(() => heading.current?.focus());
  }

  async function publish() {
    setBusy(true);
    if (drafts.unsaved && !(await drafts.save(doc))) {
      setBusy(false);
      return push('error', 'Not published: fix the fields marked in red first.');
    }
    const { data, error } = await actions.admin.content.publish({ slug, version: drafts.version() });
    setBusy(false);
    const stale = readConflict(error);
    if (error && stale) {
      drafts.setConflict({ info: stale, message: stale.message });
      return drafts.setState({ kind: 'conflict', by: stale.by });
    }
    if (error) {
      drafts.setErrors(serverFieldErrors(error));
      return push('error', error.message || 'Error publishing the page');
    }
    const note = data.authors.length ? `Published; draft by ${data.authors.join(', ')}` : 'Published';
    setRevisions((list) => [{ id: data.revisionId, createdAt: data.publishedAt, by: 'You', note }, ...list]);
    drafts.setStatus('published');
    drafts.setState({ kind: 'idle' });
    const later = props.scheduled ? ' The scheduled change still goes live at its time, on top of these.' : '';
    push('success', `Published: ${publicPath} shows your changes now.${later}`);
  }
  async function discard() {
    setBusy(true);
    const { error } = await actions.admin.content.discardDraft({ slug });
    setConfirm(null);
    if (error) {
      setBusy(false);
      return push('error', error.message || 'Error discarding the draft');
    }
    // The live version comes back from the server with a fresh form.
    guard.go(location.pathname);
  }

  return (
    <EditorContext.Provider value={api}>
      <section aria-labelledby="editor-heading" className="rounded-2xl border border-navy-100 bg-paper px-4 pb-6 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-2 pt-4">
          <div>
            <a
              href="/admin/content"
              className="inline-flex items-center gap-1 text-sm font-semibold text-navy-700 underline underline-offset-2"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All pages
            </a>
            <h2
              id="editor-heading"
              ref={heading}
              tabIndex={-1}
              className="mt-1 text-xl font-bold text-navy-950 focus:outline-none"
            >
              Edit {title} <span className="font-mono text-sm font-normal text-navy-600">{publicPath}</span>
            </h2>
          </div>
          <a
            href={publicPath}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold text-navy-800 underline underline-offset-2"
          >
            Open the live page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <PresenceNotice others={others} what="page" />
        {changed && !drafts.conflict && <ChangedElsewhere by={changed.by} atLabel={changed.atLabel} />}
        <EditorBar
          status={drafts.status}
          unsaved={drafts.unsaved}
          state={drafts.state}
          busy={busy}
          showingPreview={showPreview}
          onTogglePreview={() => setShowPreview(!showPreview)}
          onSave={() => void drafts.save(doc)}
          onPublish={() => void publish()}
          onDiscard={() => setConfirm({ kind: 'discard' })}
          refusal={props.draftRefusal}
          changedBy={changed ? `${changed.by} at ${changed.atLabel}` : null}
        />
        {/* Below the sticky bar, so it does not cover the form on a phone; the buttons point to it. */}
        {props.draftRefusal && (
          <p id="draft-refusal" className="mt-3 rounded-lg border border-mustard-200 bg-mustard-50 p-3 text-sm text-navy-900">
            {props.draftRefusal}
          </p>
        )}
        {props.scheduled && <ScheduledChange slug={slug} scheduled={props.scheduled} />}
        {drafts.conflict && (
          <div className="mt-4">
            <ConflictPanel
              conflict={drafts.conflict.info}
              message={
                drafts.conflict.info.conflicts
                  ? `${drafts.conflict.message} Their other changes are kept either way: only the fields below were changed by you both.`
                  : drafts.conflict.message
              }
              differences={conflictingDifferences(
                docDifferences(doc, drafts.conflict.info.stored.doc as PageDocument, (t) => typeInfo(t)?.label),
                doc,
                drafts.conflict.info.conflicts,
              )}
              busy={busy}
              // Their version comes back from the server, with its own status and history.
              onReload={() => guard.go(location.pathname)}
              onOverwrite={() => void drafts.save(doc, true)}
            />
          </div>
        )}
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className={`space-y-4 ${showPreview ? 'hidden lg:block' : ''}`}>
            <ol className="space-y-3" aria-label="Sections, in page order">
              {sections.map((s, i) => (
                <SectionCard
                  key={s.id}
                  section={s}
                  index={i}
                  count={sections.length}
                  info={typeInfo(s.type)}
                  open={open.has(s.id)}
                  onToggle={() => setOpen((o) => (o.delete(s.id) ? new Set(o) : new Set(o).add(s.id)))}
                  onMove={(to, dir) => moveSection(i, to, dir)}
                  onHide={() => api.setValue(['sections', i, 'hidden'], !s.hidden)}
                  onRemove={() => setConfirm({ kind: 'remove', index: i })}
                />
              ))}
            </ol>
            <AddSection types={types} disabled={sections.length >= 40} onAdd={addSection} />
            <DraftSharing slug={slug} status={drafts.status} scheduled={props.scheduled !== null} refusal={props.draftRefusal} />
            <HistoryPanel revisions={revisions} historyUrl={`/admin/content/${slug}/history`} />
          </div>
          <div className={`${showPreview ? '' : 'hidden lg:block'} lg:sticky lg:top-16 lg:h-[calc(100dvh-5rem)]`}>
            <PreviewPane slug={slug} doc={doc} title={title} />
          </div>
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </section>
      {confirm?.kind === 'remove' && (
        <ConfirmDialog
          message={`Remove section ${confirm.index + 1} (${typeInfo(sections[confirm.index]?.type ?? '')?.label ?? 'section'}) from this page? Its words go with it; an earlier revision can bring them back.`}
          confirmLabel="Remove section"
          onConfirm={() => removeSection(confirm.index)}
          onCancel={() => setConfirm(null)}
        />
      )}
      {confirm?.kind === 'discard' && (
        <ConfirmDialog
          message="Discard the draft and go back to the live version of this page?"
          confirmLabel="Discard draft"
          busy={busy}
          onConfirm={() => void discard()}
          onCancel={() => setConfirm(null)}
        />
      )}
      {guard.pending && (
        <ConfirmDialog
          message="You have changes that are not saved yet. Leave this page and lose them?"
          confirmLabel="Leave without saving"
          onConfirm={guard.leave}
          onCancel={guard.stay}
        />
      )}
      <Toaster toasts={toasts} dismiss={dismiss} />
    </EditorContext.Provider>
  );
}
