// /contact: the page's content, the enquiry form's options and its starting state.
import { loadEnquiryOptions } from './site-context.ts';
import { contactFormState, type FailedSubmission } from '../enquiries/contact-form-state.ts';
import { loadContentPage } from './content.ts';

export type { FailedSubmission } from '../enquiries/contact-form-state.ts';

export async function loadContactPage(url: URL, failed: FailedSubmission | null) {
  const [page, options] = await Promise.all([loadContentPage('contact'), loadEnquiryOptions()]);
  const form = await contactFormState(url.searchParams, failed, page.ctx.site.email);
  return { ...page, options, form };
}
