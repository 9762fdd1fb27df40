// /contact: the page's content, the enquiry form's options and its starting state.
import { loadEnquiryOptions } from '../site-context.ts';
import { contactFormState, type FailedSubmission } from '../enquiries/contact-form-state.ts';
import { loadContentPage } from './content.ts';
import { loadFormSecret } from './system.ts';

export type { FailedSubmission } from '../enquiries/contact-form-state.ts';

export async function loadContactPage(url: URL, failed: FailedSubmission | null) {
  const [page, options, secret] = await Promise.all([loadContentPage('contact'), loadEnquiryOptions(), loadFormSecret()]);
  const form = await contactFormState(secret, url.searchParams, failed, page.ctx.site.email);
  return { ...page, options, form };
}
