import { useState, type Dispatch, type SetStateAction, type SubmitEvent } from 'react';
import type { ActionError } from 'astro:actions';
import { readConflict, valueDifferences, type ConflictInfo } from '../../../lib/admin/versions.ts';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import { ConflictPanel, labelDifferences } from './ConflictPanel.tsx';

/*
 * The versioned save of an admin form (src/lib/admin/versions.ts), written once: send with the
 * version the form is based on, keep a refusal for a newer version (the form shows <SaveConflict>
 * instead of messages), show any other refusal's messages by their fields, and 'Save mine over
 * theirs' sends the same again with `overwrite`. Each form keeps its own fields and its version.
 */

/** Messages by field; `form` holds one that is no field's. */
export type FormErrors = Partial<Record<string, string>>;

/** An action's answer, as `actions.…(input)` resolves. */
export type Answer<Data> = { data: Data; error: undefined } | { data: undefined; error: ActionError };

interface Options<Input, Data> {
  /** Calls the action with the form's version, and `overwrite` once the editor chose to replace a newer one. */
  send(input: Input, overwrite: boolean): Promise<Answer<Data>>;
  onSaved?(data: Data, input: Input): void;
  /** After a refusal that is not a conflict, with the messages now shown (for a toast, or focus). */
  onRefused?(error: ActionError, errors: FormErrors): void;
  /** The messages a refusal shows; by default `formErrors`. */
  errorsOf?(error: ActionError): FormErrors;
  /** The action threw (the server could not be reached); without this the error is thrown on. */
  onUnreachable?(): void;
}

export interface VersionedSave<Input> {
  busy: boolean;
  /** A save refused because someone saved a newer version, with what this form sent. */
  conflict: { info: ConflictInfo; input: Input } | null;
  errors: FormErrors;
  setErrors: Dispatch<SetStateAction<FormErrors>>;
  save(input: Input, overwrite?: boolean): Promise<void>;
  /** The form's onSubmit: `onSubmit={(e) => saving.submit(e, values)}`. */
  submit(e: SubmitEvent<HTMLFormElement>, input: Input): void;
  /** Closes the conflict (their version loaded, or mine about to be sent over it). */
  dismiss(): void;
  /** Another record opened: no conflict, no messages. */
  reset(): void;
}

/** Each field's first message (schema or handler alike); where none is a field's, the whole message under `form`. */
export function formErrors(error: ActionError): FormErrors {
  const { fields, handlerMessage } = readFieldErrors(error);
  return Object.keys(fields).length ? fields : { form: handlerMessage ?? error.message };
}

export function useVersionedSave<Input, Data>(options: Options<Input, Data>): VersionedSave<Input> {
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<VersionedSave<Input>['conflict']>(null);
  const [errors, setErrors] = useState<FormErrors>({});

  async function save(input: Input, overwrite = false) {
    // One save at a time: a second press while the first is on its way sends nothing.
    if (busy) return;
    setBusy(true);
    let answer: Answer<Data>;
    try {
      answer = await options.send(input, overwrite);
    } catch (thrown) {
      setBusy(false);
      if (!options.onUnreachable) throw thrown;
      return options.onUnreachable();
    }
    setBusy(false);
    if (!answer.error) {
      setConflict(null);
      setErrors({});
      return options.onSaved?.(answer.data, input);
    }
    const info = readConflict(answer.error);
    if (info) return setConflict({ info, input });
    const shown = (options.errorsOf ?? formErrors)(answer.error);
    setErrors(shown);
    options.onRefused?.(answer.error, shown);
  }

  return {
    busy,
    conflict,
    errors,
    setErrors,
    save,
    submit(e, input) {
      e.preventDefault();
      void save(input);
    },
    dismiss: () => setConflict(null),
    reset() {
      setConflict(null);
      setErrors({});
    },
  };
}

interface SaveConflictProps<Input> {
  saving: VersionedSave<Input>;
  /** What the form holds now: compared with theirs, and sent by 'Save mine over theirs'. By default what was refused. */
  mine?: Input;
  /** Their version as the form holds it; by default the stored values as the server sent them. */
  theirs?: (info: ConflictInfo) => Input;
  /** Both versions as compared field by field; by default as they are. */
  compared?: (input: Input) => unknown;
  /** Field labels where the humanised key is not the form's own ('name' → 'Option name'). */
  labels?: Record<string, string>;
  /** Puts their version in the form (and the version it is at); the panel then closes. */
  onReload(info: ConflictInfo): void;
  /** A wrapper's classes, for where the form places the panel. */
  className?: string;
}

/** The form's <ConflictPanel> while its save is refused for a newer version; nothing otherwise. */
export function SaveConflict<Input>({
  saving,
  mine,
  theirs = (info) => info.stored as Input,
  compared = (input) => input,
  labels,
  onReload,
  className,
}: SaveConflictProps<Input>) {
  const { conflict } = saving;
  if (!conflict) return null;
  const { info } = conflict;
  const input = mine ?? conflict.input;
  const panel = (
    <ConflictPanel
      conflict={info}
      message={info.message}
      busy={saving.busy}
      differences={labelDifferences(valueDifferences(compared(input), compared(theirs(info))), labels)}
      onReload={() => {
        onReload(info);
        saving.dismiss();
      }}
      onOverwrite={() => {
        saving.dismiss();
        void saving.save(input, true);
      }}
    />
  );
  return className ? <div className={className}>{panel}</div> : panel;
}
