import { summaryMessage, type RawEnquiry } from '../../enquiry/schema.ts';
import { readFieldErrors } from '../../field-errors.ts';

/** The posted values the form is refilled with (the island's `initial` prop); costs as typed. */
type InitialEnquiry = Omit<RawEnquiry, 'attachment' | 'monthly_saas_costs'> & {
  monthly_saas_costs: { tool: string; cost: string }[];
};

/** What the no-JavaScript /contact re-render shows after a failed submission. */
export function enquiryErrorState(error: { code: string; message: string }, posted: RawEnquiry | null, businessEmail: string) {
  let initialErrors: Record<string, string> = {};
  let initialMessage: string;
  const { fields, handlerMessage } = readFieldErrors(error);
  if (Object.keys(fields).length > 0) {
    initialErrors = fields;
    // A handler's verdict says what it found; otherwise a refused attachment
    // or cost is named, and the required-fields line is for missing ones.
    initialMessage = handlerMessage ?? summaryMessage(fields);
  } else if (error.code === 'TOO_MANY_REQUESTS' || error.code === 'CONFLICT') {
    initialMessage = error.message;
  } else {
    initialMessage = `Failed to send message. Please try again or contact us directly at ${businessEmail}`;
  }
  let initial: InitialEnquiry | undefined;
  if (posted) {
    const { attachment: _file, ...rest } = posted;
    // Costs come back as typed, so a refused one is shown beside its row for correcting.
    initial = { ...rest, monthly_saas_costs: rest.monthly_saas_costs.map((c) => ({ tool: c.tool, cost: String(c.cost) })) };
  }
  return { initial, initialErrors, initialMessage, hadAttachment: Boolean(posted?.attachment) };
}
