import { REQUIRED_MESSAGE, type RawEnquiry } from '../../enquiry/schema.ts';
import { readFieldErrors } from '../../field-errors.ts';

/** The posted values the form is refilled with (the island's `initial` prop). */
type InitialEnquiry = Omit<RawEnquiry, 'attachment'>;

/** What the no-JavaScript /contact re-render shows after a failed submission. */
export function enquiryErrorState(error: { code: string; message: string }, posted: RawEnquiry | null, businessEmail: string) {
  let initialErrors: Record<string, string> = {};
  let initialMessage: string;
  const { fields, handlerMessage } = readFieldErrors(error);
  if (Object.keys(fields).length > 0) {
    initialErrors = fields;
    // A schema failure asks for the required fields; a handler's verdict says what it found.
    initialMessage = handlerMessage ?? REQUIRED_MESSAGE;
  } else if (error.code === 'TOO_MANY_REQUESTS') {
    initialMessage = error.message;
  } else {
    initialMessage = `Failed to send message. Please try again or contact us directly at ${businessEmail}`;
  }
  let initial: InitialEnquiry | undefined;
  if (posted) {
    const { attachment: _file, ...rest } = posted;
    initial = { ...rest, monthly_saas_costs: rest.monthly_saas_costs.map((c) => ({ tool: c.tool, cost: Number.isFinite(c.cost) ? c.cost : 0 })) };
  }
  return { initial, initialErrors, initialMessage, hadAttachment: Boolean(posted?.attachment) };
}
