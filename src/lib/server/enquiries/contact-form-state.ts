// What the /contact form starts with on each render: placeholders for the idempotency key and
// form token, which the middleware fills with each visitor's own (contact-template.ts), figures
// carried over from the calculator, or, after a plain-HTML post that failed, the visitor's own
// values with the messages (and their key, so a retry cannot store twice).
import { formDataToRaw } from '../../enquiry/schema.ts';
import { costsFromQuery, enquiryFromCosts } from '../../enquiry/carry-over.ts';
import { CONTACT_PLACEHOLDERS } from './contact-template.ts';
import { enquiryErrorState } from './error-state.ts';

/** A submission the enquiry action refused, and the request that carried it. */
export interface FailedSubmission {
  error: { code: string; message: string; status: number };
  request: Request;
}

export type ContactFormState = Partial<ReturnType<typeof enquiryErrorState>> & {
  idempotencyKey: string;
  formToken: string;
  /** The HTTP status of the page: the refusal's, so a failed post is not a 200. */
  status: number;
};

export async function contactFormState(
  query: URLSearchParams,
  failed: FailedSubmission | null,
  businessEmail: string,
): Promise<ContactFormState> {
  const fresh = { ...CONTACT_PLACEHOLDERS, status: 200 };
  if (!failed) {
    // Figures carried over from the calculator (a GET form): validated rows only.
    const carried = costsFromQuery(query);
    return carried.length > 0 ? { ...fresh, initial: enquiryFromCosts(carried) } : fresh;
  }
  const fd = await failed.request
    .clone()
    .formData()
    .catch(() => null);
  const state: ContactFormState = {
    ...fresh,
    ...enquiryErrorState(failed.error, fd ? formDataToRaw(fd) : null, businessEmail),
    status: failed.error.status,
  };
  // Keep the key, so a retry cannot duplicate the enquiry.
  const key = fd?.get('idempotency_key');
  if (typeof key === 'string' && /^[\w-]{16,64}$/.test(key)) state.idempotencyKey = key;
  // A stale page (CONFLICT) gets a fresh token, so sending again works.
  const token = fd?.get('form_token');
  if (typeof token === 'string' && token.length < 200 && failed.error.code !== 'CONFLICT') state.formToken = token;
  return state;
}
