import { useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import { actions, isInputError } from 'astro:actions';
import { initialToolState, toolReducer } from '../../../lib/enquiry/tool-state.ts';
import { ALLOWED_ATTACHMENT_EXTENSIONS, ATTACHMENT_RULE } from '../../../lib/file-signature.ts';
import { useIslandReady } from '../../../lib/client/island-ready.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { Toaster, useToasts } from '../Toaster.tsx';
import { SaasToolPicker } from './SaasToolPicker.tsx';
import { CostRows } from './CostRows.tsx';
import { ContactFields } from './ContactFields.tsx';
import type { ContactFormProps } from './types.ts';
import { ENQUIRY_FIELD_LABELS as LABEL } from '../../../lib/enquiry/field-labels.ts';

// The rules (zod) are fetched when the visitor first reaches into the form,
// not with the island: hydrating early must stay cheap for the page.
type Rules = typeof import('../../../lib/enquiry/schema.ts');
let rules: Promise<Rules> | undefined;
const loadRules = () => (rules ??= import('../../../lib/enquiry/schema.ts'));

/** The no-JavaScript form's HTML is exactly this component's first render. */
export function ContactForm(props: ContactFormProps) {
  const initial = props.initial;
  const [tools, dispatch] = useReducer(toolReducer, undefined, () =>
    initialToolState(initial?.saas_to_replace ?? [], initial?.monthly_saas_costs ?? []),
  );
  const [freeText, setFreeText] = useState('');
  const [formToken, setFormToken] = useState(props.formToken);
  const [errors, setErrors] = useState<Record<string, string>>(props.initialErrors ?? {});
  const [failedAt, setFailedAt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const { toasts, push, dismiss } = useToasts();
  const form = useRef<HTMLFormElement>(null);

  // Hydration keeps whatever the visitor ticked or typed before it (React
  // leaves those DOM values alone); take them into state before the first paint.
  useLayoutEffect(() => {
    const f = form.current;
    if (!f) return;
    f.noValidate = true; // from here on the island validates, with toasts and messages beside fields
    if (f.contains(document.activeElement)) void loadRules(); // the visitor is already in the form
    const value = (id: string) => f.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`)?.value;
    dispatch({
      type: 'adopt',
      selected: [...f.querySelectorAll<HTMLInputElement>('input[name=saas_to_replace]:checked')].map((i) => i.value),
      rows: tools.rows.map((r) => ({ id: r.id, tool: value(`${r.id}-tool`), cost: value(`${r.id}-cost`) ?? r.cost })),
    });
    setFreeText(value('saas_free_text') ?? '');
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useIslandReady(form);

  // After a failed attempt, take the visitor to the first field to correct.
  useEffect(() => {
    if (!failedAt) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [failedAt]);

  const failed = `Failed to send message. Please try again or contact us directly at ${props.businessEmail}`;
  const showErrors = async (found: Record<string, string>, message?: string) => {
    setErrors(found);
    setFailedAt(Date.now());
    push('error', message ?? (await loadRules()).summaryMessage(found));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    const fd = new FormData(e.currentTarget);
    const { enquirySchema, fieldErrors, formDataToRaw } = await loadRules();
    const checked = await enquirySchema.safeParseAsync(formDataToRaw(fd));
    if (!checked.success) {
      // Nothing is sent while the form breaks a rule.
      await showErrors(fieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { error } = await actions.enquiry.submit(fd);
      if (!error) {
        window.location.assign('/thank-you');
        return;
      }
      if (isInputError(error)) {
        const { fields, handlerMessage } = readFieldErrors(error);
        await showErrors(fields, handlerMessage);
      } else if (error.code === 'CONFLICT') {
        // The page was open too long: nothing was stored. Keep every value,
        // take a fresh token and ask for one more press.
        const fresh = await actions.enquiry.formToken({});
        if (fresh.data) setFormToken(fresh.data.formToken);
        push('error', error.message);
      } else if (error.code === 'TOO_MANY_REQUESTS') {
        push('error', error.message);
      } else {
        push('error', failed);
      }
    } catch {
      push('error', failed);
    }
    setSubmitting(false);
  }

  return (
    <form
      ref={form}
      method="post"
      action="/contact?_action=enquiry.submit"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      className="space-y-6"
      aria-describedby={props.initialMessage ? 'form-message' : undefined}
    >
      {props.initialMessage && (
        <p
          id="form-message"
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-900"
        >
          {props.initialMessage}
        </p>
      )}
      <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />
      <input type="hidden" name="form_token" value={formToken} />
      {/* Honeypot: invisible to people and assistive tech; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <ContactFields options={props.options} initial={initial} errors={errors} />
      <SaasToolPicker
        state={tools}
        dispatch={dispatch}
        freeText={freeText}
        onFreeText={setFreeText}
        initialCustomSaas={initial?.custom_saas ?? ''}
        error={errors.saas_to_replace ?? errors.custom_saas}
      />
      <CostRows rows={tools.rows} dispatch={dispatch} error={errors.monthly_saas_costs} buildCost={props.buildCost} />
      <div>
        <label htmlFor="attachment" className="block text-sm font-semibold text-navy-900">
          {LABEL.attachment}
        </label>
        <input
          id="attachment"
          name="attachment"
          type="file"
          accept={ALLOWED_ATTACHMENT_EXTENSIONS.join(',')}
          aria-invalid={errors.attachment ? true : undefined}
          aria-describedby={`attachment-help${errors.attachment ? ' attachment-error' : ''}`}
          className="mt-1 block w-full text-sm text-navy-800 file:mr-3 file:rounded-md file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-navy-200"
        />
        <p id="attachment-help" className="mt-1 text-xs text-navy-600">
          Optional. {ATTACHMENT_RULE}
          {props.hadAttachment && ' Please choose your file again: browsers do not keep it after an error.'}
        </p>
        {errors.attachment && (
          <p id="attachment-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.attachment}
          </p>
        )}
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-navy-800">
          <input
            type="checkbox"
            name="consent"
            required
            defaultChecked={initial?.consent ?? false}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            className="mt-0.5 h-4 w-4 rounded border-navy-300 accent-navy-800"
          />
          <span>
            I agree to {props.businessName} using these details to respond to my enquiry, as described in the{' '}
            <a href="/privacy" className="font-semibold underline">
              Privacy Policy
            </a>
            . *
          </span>
        </label>
        {errors.consent && (
          <p id="consent-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        )}
      </div>
      <button type="submit" disabled={submitting} className={buttonClasses('default', 'xl', 'w-full sm:w-auto')}>
        {submitting ? 'Sending…' : 'Send message'}
      </button>
      <Toaster toasts={toasts} dismiss={dismiss} inBody />
    </form>
  );
}
