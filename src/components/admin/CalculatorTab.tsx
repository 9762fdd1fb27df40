import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { buttonClasses } from '../ui/button-styles.ts';
import { Toaster, useToasts } from '../islands/Toaster.tsx';
import { Modal, fieldClass, labelClass } from './ui/Modal.tsx';
import { TextField } from './ui/TextField.tsx';
import { OPTION_NAME_MAX, OPTION_VALUE_MAX } from '../../lib/admin/calculator.ts';
import { OPTION_CATEGORIES, OPTION_CATEGORY_LABELS, type CalculatorOption, type OptionCategory } from '../../lib/options.ts';
import { OptionList } from './calculator/OptionList.tsx';
import { OptionEditForm } from './calculator/OptionEditForm.tsx';
import { SaveConflict, useVersionedSave } from './ui/versioned-save.tsx';
import { readConflict } from '../../lib/admin/versions.ts';

/** An option as the tab holds it: with the version its edits are based on. */
type Option = CalculatorOption & { version: number };
type OptionValues = { category: OptionCategory; name: string; value: string };

const EMPTY = { category: 'saas_tools' as OptionCategory, name: '', value: '', displayOrder: '0', active: true };

export function CalculatorTab({ initial }: { initial: Option[] }) {
  const [options, setOptions] = useState(initial);
  const [form, setForm] = useState(EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<CalculatorOption | null>(null);
  const [editing, setEditing] = useState<Option | null>(null);
  /** Read out after a move: where the option is now. */
  const [announcement, setAnnouncement] = useState('');
  const { toasts, push, dismiss } = useToasts();
  // The edit form keeps what it holds; a refused save keeps what it sent, for the panel and 'Save mine'.
  const saving = useVersionedSave({
    send: (values: OptionValues, overwrite) =>
      actions.admin.calculator.update({ id: editing!.id, ...values, version: editing!.version, overwrite }),
    onSaved: () => {
      setEditing(null);
      push('success', 'Calculator option saved.');
      return reload();
    },
    onRefused: (_, errors) => {
      if (!errors.name) push('error', 'Error saving the calculator option');
    },
  });
  const edit = (option: Option) => {
    saving.reset();
    setEditing(option);
  };

  async function reload() {
    const { data, error } = await actions.admin.calculator.list({});
    if (error) push('error', 'Error loading calculator options');
    else setOptions(data);
  }
  async function add(e: FormEvent) {
    e.preventDefault();
    if (!form.name.trim()) {
      setNameError('Option name is required');
      push('error', 'Option name is required');
      return;
    }
    setBusy(true);
    const { error } = await actions.admin.calculator.add({ ...form, name: form.name.trim(), value: form.value.trim() });
    setBusy(false);
    if (error)
      return push(
        'error',
        error.message.includes('Option name is required') ? 'Option name is required' : 'Error adding calculator option',
      );
    setNameError(null);
    setForm({ ...EMPTY, category: form.category });
    push('success', 'Calculator option added successfully!');
    await reload();
  }
  async function reorder(category: OptionCategory, ids: string[], moved: CalculatorOption) {
    const before = options;
    const rank = new Map(ids.map((id, i) => [id, (i + 1) * 10]));
    // At once on screen; put back if the server refuses.
    setOptions((os) =>
      os
        .map((o) => (rank.has(o.id) ? { ...o, displayOrder: rank.get(o.id)! } : o))
        .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name)),
    );
    const position = ids.indexOf(moved.id) + 1;
    setAnnouncement(`${moved.name} moved to position ${position} of ${ids.length} in ${OPTION_CATEGORY_LABELS[category]}.`);
    const { error } = await actions.admin.calculator.reorder({ category, ids });
    if (error) {
      setOptions(before);
      setAnnouncement('');
      push('error', 'Error saving the new order');
    }
  }
  async function toggleActive(o: Option) {
    const { data, error } = await actions.admin.calculator.setActive({ id: o.id, active: !o.active, version: o.version });
    const changed = readConflict(error);
    if (error && changed) {
      // Someone changed this option since the list loaded: show theirs and let the editor decide again.
      push('error', `${changed.message.split(', so ')[0]}, so nothing was changed. The list now shows their version.`);
      return reload();
    }
    if (error) return push('error', 'Error saving the calculator option');
    setOptions((os) => os.map((x) => (x.id === o.id ? { ...x, active: !o.active, version: data.version } : x)));
    push('success', o.active ? `${o.name} is no longer offered on the website.` : `${o.name} is offered again.`);
  }
  function saveEdit(values: OptionValues) {
    if (!values.name) return saving.setErrors({ name: 'Option name is required' });
    void saving.save(values);
  }
  async function confirmDelete() {
    if (!deleting) return;
    const { error } = await actions.admin.calculator.remove({ id: deleting.id });
    setDeleting(null);
    if (error) return push('error', 'Error deleting calculator option');
    push('success', 'Calculator option deleted successfully!');
    await reload();
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <section aria-labelledby="add-option" className="h-fit rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
        <h2 id="add-option" className="text-xl font-bold text-navy-950">
          Add option
        </h2>
        <form onSubmit={add} noValidate className="mt-4 space-y-4">
          <div>
            <label htmlFor="opt-category" className={labelClass}>
              Category
            </label>
            <select
              id="opt-category"
              value={form.category}
              onChange={(e) => setForm({ ...form, category: e.target.value as OptionCategory })}
              className={fieldClass}
            >
              {OPTION_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {OPTION_CATEGORY_LABELS[c]} ({c})
                </option>
              ))}
            </select>
          </div>
          <TextField
            id="opt-name"
            label="Option name"
            value={form.name}
            max={OPTION_NAME_MAX}
            onChange={(name) => setForm({ ...form, name })}
            error={nameError}
          />
          <TextField
            id="opt-value"
            label="Value"
            value={form.value}
            max={OPTION_VALUE_MAX}
            placeholder={form.name || 'Defaults to the name'}
            onChange={(value) => setForm({ ...form, value })}
            hint="Stored with enquiries; leave blank to use the name."
          />
          <TextField
            id="opt-order"
            label="Display order"
            inputMode="numeric"
            value={form.displayOrder}
            onChange={(displayOrder) => setForm({ ...form, displayOrder })}
            hint="Lower numbers come first; anything that is not a whole number counts as 0."
          />
          <label className="flex items-center gap-2 text-sm text-navy-800">
            <input
              type="checkbox"
              checked={form.active}
              onChange={(e) => setForm({ ...form, active: e.target.checked })}
              className="h-4 w-4 accent-navy-800"
            />{' '}
            Active
          </label>
          <button type="submit" disabled={busy} className={buttonClasses('default', 'default', 'w-full')}>
            {busy ? 'Adding...' : 'Add option'}
          </button>
        </form>
      </section>
      <section aria-labelledby="options-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
        <h2 id="options-heading" className="text-xl font-bold text-navy-950">
          Options
        </h2>
        <p className="mt-1 text-sm text-navy-600">
          Move options with the arrows or by dragging. An inactive option is kept for old enquiries but no longer offered.
        </p>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {OPTION_CATEGORIES.map((c) => {
          const items = options.filter((o) => o.category === c);
          return (
            <div key={c} className="mt-5">
              <h3 className="font-semibold text-navy-900">
                {OPTION_CATEGORY_LABELS[c]} <span className="text-sm font-normal text-navy-500">({items.length})</span>
              </h3>
              <OptionList
                label={OPTION_CATEGORY_LABELS[c]}
                items={items}
                onReorder={(ids, moved) => void reorder(c, ids, moved)}
                onEdit={(option) => edit(option as Option)}
                onToggleActive={(o) => void toggleActive(o as Option)}
                onDelete={setDeleting}
              />
            </div>
          );
        })}
      </section>
      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title="Delete this option?">
        <p className="text-navy-800">“{deleting?.name}” will no longer be offered on the website.</p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={() => setDeleting(null)} className={buttonClasses('ghost')}>
            Cancel
          </button>
          <button type="button" onClick={confirmDelete} className={buttonClasses('destructive')}>
            Delete
          </button>
        </div>
      </Modal>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Edit option">
        {editing && (
          <>
            <SaveConflict
              saving={saving}
              labels={{ name: 'Option name' }}
              onReload={(info) => edit({ ...editing, ...(info.stored as Partial<Option>), version: info.version })}
              className="mb-4"
            />
            <OptionEditForm
              key={`${editing.id}:${editing.version}`}
              option={editing}
              busy={saving.busy}
              error={saving.errors.name ?? null}
              onSave={saveEdit}
              onCancel={() => setEditing(null)}
            />
          </>
        )}
      </Modal>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </div>
  );
}
