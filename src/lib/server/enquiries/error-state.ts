import { summaryMessage, type RawEnquiry } from '../../enquiry/schema.ts';
import type { InitialEnquiry } from '../../../components/islands/contact/types.ts';

/** What the no-JavaScript /contact re-render shows after a failed submission. */
export function enquiryErrorState(
  error: { code: string; message: string },
  fields: Record<string, string[] | undefined> | null,
  posted: RawEnquiry | null,
  businessEmail: string,
) {
  const initialErrors: Record<string, string> = {};
  let initialMessage: string;
  if (fields) {
    for (const [k, v] of Object.entries(fields)) if (v?.[0]) initialErrors[k] = v[0];
    // A refused attachment or cost is named; the required-fields line is for missing ones.
    initialMessage = summaryMessage(initialErrors);
  } else if (error.code === 'BAD_REQUEST') {
    const [field, ...rest] = error.message.split(': ');
    initialErrors[field ?? 'form'] = rest.join(': ') || error.message;
    initialMessage = rest.join(': ') || error.message;
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
