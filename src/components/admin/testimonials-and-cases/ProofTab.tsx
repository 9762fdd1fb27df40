import { useState } from 'react';
import { actions } from 'astro:actions';
import { Toaster, useToasts } from '../../islands/Toaster.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { SAMPLE_PUBLISH_QUESTION, isSampleCaseStudy } from '../../../lib/testimonials-and-cases/illustrative.ts';
import { Modal } from '../ui/Modal.tsx';
import type { Testimonial } from '../../../lib/shapes/testimonial.ts';
import type { CaseStudy } from '../../../lib/shapes/case-study.ts';
import type { ProofStatus } from '../../../lib/admin/proof.ts';
import { TestimonialForm } from './TestimonialForm.tsx';
import { CaseStudyForm } from './CaseStudyForm.tsx';
import { TestimonialRows } from './TestimonialRows.tsx';
import { CaseStudyRows } from './CaseStudyRows.tsx';

export interface ProofData {
  testimonials: Testimonial[];
  caseStudies: CaseStudy[];
}

type Editing = { kind: 'testimonial'; row: Testimonial | null } | { kind: 'caseStudy'; row: CaseStudy | null } | null;
type Deleting = { kind: 'testimonial' | 'caseStudy'; id: string; label: string } | null;

/** The Proof tab: testimonials and case studies, each listed with create, edit, publish and delete. */
export function ProofTab({ initial }: { initial: ProofData }) {
  const [data, setData] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [busy, setBusy] = useState(false);
  /** The unedited sample the person pressed Publish on: asked first (issue 38). */
  const [askingSample, setAskingSample] = useState<string | null>(null);
  const { toasts, push, dismiss } = useToasts();

  async function reload() {
    const { data: fresh, error } = await actions.admin.proof.list({});
    if (error) push('error', 'Error loading testimonials and case studies');
    else setData(fresh);
  }
  async function setStatus(kind: 'testimonial' | 'caseStudy', id: string, status: ProofStatus, publishSample = false) {
    const { error } =
      kind === 'testimonial'
        ? await actions.admin.proof.setTestimonialStatus({ id, status })
        : await actions.admin.proof.setCaseStudyStatus({ id, status, publishSample });
    if (error) return push('error', error.message);
    push(
      'success',
      status === 'published' ? 'Published: the public pages show it now.' : 'Unpublished: it is hidden from visitors.',
    );
    await reload();
  }
  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const call = deleting.kind === 'testimonial' ? actions.admin.proof.removeTestimonial : actions.admin.proof.removeCaseStudy;
    const { error } = await call({ id: deleting.id });
    setBusy(false);
    setDeleting(null);
    if (error) return push('error', error.message);
    push('success', 'Deleted.');
    await reload();
  }
  async function saved(message: string) {
    setEditing(null);
    push('success', message);
    await reload();
  }

  return (
    <div className="space-y-6">
      <CaseStudyRows
        rows={data.caseStudies}
        onCreate={() => setEditing({ kind: 'caseStudy', row: null })}
        onEdit={(row) => setEditing({ kind: 'caseStudy', row })}
        onStatus={(id, status) => {
          const row = data.caseStudies.find((c) => c.id === id);
          if (status === 'published' && row && isSampleCaseStudy(row)) setAskingSample(id);
          else void setStatus('caseStudy', id, status);
        }}
        onDelete={(row) => setDeleting({ kind: 'caseStudy', id: row.id, label: row.title })}
      />
      <TestimonialRows
        rows={data.testimonials}
        onCreate={() => setEditing({ kind: 'testimonial', row: null })}
        onEdit={(row) => setEditing({ kind: 'testimonial', row })}
        onStatus={(id, status) => setStatus('testimonial', id, status)}
        onDelete={(row) => setDeleting({ kind: 'testimonial', id: row.id, label: `the quote from ${row.name}` })}
      />
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        wide
        title={
          editing?.kind === 'caseStudy'
            ? editing.row
              ? 'Edit case study'
              : 'New case study'
            : editing?.row
              ? 'Edit testimonial'
              : 'New testimonial'
        }
      >
        {editing?.kind === 'caseStudy' && (
          <CaseStudyForm initial={editing.row} onCancel={() => setEditing(null)} onSaved={() => saved('Case study saved.')} />
        )}
        {editing?.kind === 'testimonial' && (
          <TestimonialForm initial={editing.row} onCancel={() => setEditing(null)} onSaved={() => saved('Testimonial saved.')} />
        )}
      </Modal>
      {deleting && (
        <ConfirmDialog
          message={`Delete ${deleting.label}? This cannot be undone.`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
      {askingSample && (
        <ConfirmDialog
          message={SAMPLE_PUBLISH_QUESTION}
          confirmLabel="Publish the sample"
          tone="default"
          onConfirm={() => {
            const id = askingSample;
            setAskingSample(null);
            void setStatus('caseStudy', id, 'published', true);
          }}
          onCancel={() => setAskingSample(null)}
        />
      )}
      <Toaster toasts={toasts} dismiss={dismiss} />
    </div>
  );
}
