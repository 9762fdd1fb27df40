import { useState } from 'react';
import { actions } from 'astro:actions';
import { CalendarClock } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { FieldError, fieldClass, hintClass, labelClass } from '../ui/Field.tsx';
import { SaveConflict, useVersionedSave } from '../ui/versioned-save.tsx';
import { KEEP_DAYS_MAX, KEEP_DAYS_MIN, type BackupSchedule } from '../../../lib/admin/backups.ts';

interface Props {
  initial: BackupSchedule & { version: number };
  onSaved(message: string): void;
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The nightly archive: on or off, the UK hour, and how many days of archives to keep. */
export function ScheduleForm({ initial, onSaved }: Props) {
  const [values, setValues] = useState<BackupSchedule>({
    enabled: initial.enabled,
    hour: initial.hour,
    keepDays: initial.keepDays,
  });
  const [version, setVersion] = useState(initial.version);
  const saving = useVersionedSave<BackupSchedule, BackupSchedule & { version: number }>({
    send: (input, overwrite) => actions.admin.backups.saveSchedule({ ...input, version, overwrite }),
    onSaved: (data) => {
      setVersion(data.version);
      onSaved(
        data.enabled
          ? `Saved: an archive every night at ${String(data.hour).padStart(2, '0')}:00, kept ${data.keepDays} days.`
          : 'Saved: nightly backups are off.',
      );
    },
  });
  const set = <K extends keyof BackupSchedule>(k: K, v: BackupSchedule[K]) => setValues((p) => ({ ...p, [k]: v }));

  return (
    <form onSubmit={(e) => saving.submit(e, values)} className="space-y-4" noValidate>
      <h2 id="schedule-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
        <CalendarClock aria-hidden="true" className="h-5 w-5" /> Nightly backup
      </h2>
      <SaveConflict
        saving={saving}
        mine={values}
        labels={{ enabled: 'Back up every night', hour: 'At (UK time)', keepDays: 'Keep for (days)' }}
        onReload={(info) => {
          setValues(info.stored as BackupSchedule);
          setVersion(info.version);
        }}
      />
      <label className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <input type="checkbox" checked={values.enabled} onChange={(e) => set('enabled', e.target.checked)} /> Make an archive
        every night
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="backup-hour" className={labelClass}>
            At (UK time)
          </label>
          <select
            id="backup-hour"
            className={fieldClass}
            value={values.hour}
            onChange={(e) => set('hour', Number(e.target.value))}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>{`${String(h).padStart(2, '0')}:00`}</option>
            ))}
          </select>
          <FieldError id="backup-hour-error" message={saving.errors.hour} />
        </div>
        <div>
          <label htmlFor="backup-keep" className={labelClass}>
            Keep for (days)
          </label>
          <input
            id="backup-keep"
            type="number"
            inputMode="numeric"
            min={KEEP_DAYS_MIN}
            max={KEEP_DAYS_MAX}
            className={fieldClass}
            value={values.keepDays}
            aria-describedby="backup-keep-hint backup-keep-error"
            aria-invalid={saving.errors.keepDays ? true : undefined}
            onChange={(e) => set('keepDays', Number(e.target.value))}
          />
          <p id="backup-keep-hint" className={hintClass}>
            Nightly archives and those saved before a restore are deleted after this; exported and uploaded ones stay until you
            delete them.
          </p>
          <FieldError id="backup-keep-error" message={saving.errors.keepDays} />
        </div>
      </div>
      {saving.errors.form && <p className="text-sm text-red-700">{saving.errors.form}</p>}
      <Button type="submit" disabled={saving.busy}>
        {saving.busy ? 'Saving…' : 'Save schedule'}
      </Button>
    </form>
  );
}
