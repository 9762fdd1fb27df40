import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { buttonClasses } from '../ui/button-styles.ts';
import { Toaster, useToasts } from '../islands/Toaster.tsx';
import { Modal, fieldClass, labelClass } from './ui/Modal.tsx';
import { TextField } from './ui/TextField.tsx';
import { readFieldErrors } from '../../lib/field-errors.ts';
import { formatUkDateTime } from '../../lib/uk-time.ts';
import type { StaffUser } from '../../lib/server/repositories/staff.ts';

const when = (iso: string | null) => (iso ? formatUkDateTime(iso) : 'Never');

export function StaffTab({ initial, currentUserId }: { initial: StaffUser[]; currentUserId: string }) {
  const [users, setUsers] = useState(initial);
  const [form, setForm] = useState({ email: '', displayName: '', role: 'staff' as 'staff' | 'owner' });
  const [emailError, setEmailError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ email: string; password: string } | null>(null);
  const { toasts, push, dismiss } = useToasts();

  async function reload() {
    const { data, error } = await actions.admin.staff.list({});
    if (error) push('error', 'Error loading staff accounts');
    else setUsers(data);
  }
  async function create(e: FormEvent) {
    e.preventDefault();
    const { data, error } = await actions.admin.staff.create(form);
    if (error) {
      const { handlerMessage, fields } = readFieldErrors(error);
      // Only the server's verdict on the e-mail (already taken) sits by the field.
      const taken = handlerMessage && fields.email ? fields.email : null;
      setEmailError(taken);
      return push('error', taken ?? 'Error creating the staff account: check the fields.');
    }
    if (data.invited) push('success', `Invitation sent to ${form.email}. The link works for 7 days.`);
    setForm({ email: '', displayName: '', role: 'staff' });
    setEmailError(null);
    await reload();
  }
  async function toggle(u: StaffUser) {
    const { error } = await actions.admin.staff.setDisabled({ id: u.id, disabled: !u.disabled });
    if (error) return push('error', error.message);
    push('success', u.disabled ? `${u.email} can sign in again.` : `${u.email} is disabled and signed out.`);
    await reload();
  }
  async function resetTwoFactor(u: StaffUser) {
    const { error } = await actions.admin.staff.resetTwoFactor({ id: u.id });
    if (error) return push('error', error.message);
    push('success', `Two-factor sign-in reset for ${u.email}; they are signed out.`);
  }
  async function reset(u: StaffUser) {
    const { data, error } = await actions.admin.staff.resetPassword({ id: u.id });
    if (error) return push('error', error.message);
    setSecret({ email: u.email, password: data.password });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="staff-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
        <h2 id="staff-heading" className="text-xl font-bold text-navy-950">
          Staff accounts
        </h2>
        <ul className="mt-4 divide-y divide-navy-100">
          {users.map((u) => (
            <li key={u.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-semibold text-navy-950">
                  {u.displayName} <span className="text-sm font-normal text-navy-600">{u.email}</span>
                </p>
                <p className="text-xs text-navy-600">
                  {u.role === 'owner' ? 'Owner' : 'Staff'} · last sign-in {when(u.lastLoginAt)}
                  {u.disabled && (
                    <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-800">Disabled</span>
                  )}
                </p>
              </div>
              {u.id !== currentUserId && (
                <div className="flex flex-wrap gap-2">
                  <button type="button" onClick={() => reset(u)} className={buttonClasses('outline', 'sm')}>
                    Reset password
                  </button>
                  <button type="button" onClick={() => resetTwoFactor(u)} className={buttonClasses('outline', 'sm')}>
                    Reset 2FA
                  </button>
                  <button
                    type="button"
                    onClick={() => toggle(u)}
                    className={buttonClasses(u.disabled ? 'secondary' : 'destructive', 'sm')}
                  >
                    {u.disabled ? 'Re-enable' : 'Disable'}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="add-staff" className="h-fit rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
        <h2 id="add-staff" className="text-xl font-bold text-navy-950">
          Add a staff member
        </h2>
        <form onSubmit={create} className="mt-4 space-y-4">
          <TextField
            id="staff-email"
            label="E-mail address"
            type="email"
            required
            value={form.email}
            onChange={(email) => setForm({ ...form, email })}
            error={emailError}
          />
          <TextField
            id="staff-name"
            label="Name"
            required
            value={form.displayName}
            onChange={(displayName) => setForm({ ...form, displayName })}
          />
          <div>
            <label htmlFor="staff-role" className={labelClass}>
              Role
            </label>
            <select
              id="staff-role"
              value={form.role}
              onChange={(e) => setForm({ ...form, role: e.target.value as 'staff' | 'owner' })}
              className={fieldClass}
            >
              <option value="staff">Staff</option>
              <option value="owner">Owner (can manage staff and read the audit log)</option>
            </select>
          </div>
          <button type="submit" className={buttonClasses('default', 'default', 'w-full')}>
            Send invitation
          </button>
        </form>
      </section>
      <Modal open={secret !== null} onClose={() => setSecret(null)} title="One-time password">
        <p className="text-navy-800">
          Give this password to <strong>{secret?.email}</strong> over a safe channel. It is shown once; they must choose a new one
          when they first sign in with it.
        </p>
        <p className="mt-4 select-all rounded-lg bg-navy-950 px-4 py-3 font-mono text-lg text-mustard-300">{secret?.password}</p>
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={() => setSecret(null)} className={buttonClasses('default')}>
            Done
          </button>
        </div>
      </Modal>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </div>
  );
}
