// The two e-mails an enquiry sends: the notification to the inbox and the
// confirmation to the visitor.
import type { Enquiry } from '../../repositories/enquiries.ts';
import type { SiteSettings } from '../../repositories/settings.ts';
import { ENQUIRY_BUILD_REFERENCE, costTotals, projections } from '../../../enquiry/costs.ts';
import { toolLabel } from '../../../enquiry/tools.ts';
import { formatGBP } from '../../../calculator.ts';
import { Facts, LinkLine, Message, Typed } from '../layout.tsx';
import { renderEmail, type RenderedEmail } from '../render.tsx';

export interface OptionLabels {
  projectTypes: Map<string, string>;
  budgets: Map<string, string>;
  timelines: Map<string, string>;
}

function rows(e: Enquiry, labels: OptionLabels, attachmentName: string | null, buildCost: number): [string, string][] {
  const totals = costTotals(e.monthlySaasCosts, buildCost);
  const out: [string, string][] = [
    ['Name', e.name],
    ['E-mail', e.email],
    ['Company', e.company],
    ['Phone', e.phone],
    ['Project type', labels.projectTypes.get(e.projectType) ?? e.projectType],
    ['Budget', labels.budgets.get(e.budget) ?? e.budget],
    ['Timeline', labels.timelines.get(e.timeline) ?? e.timeline],
    ['SaaS to replace', e.saasToReplace.map(toolLabel).join(', ')],
    ['Other tools', e.customSaas],
  ];
  for (const c of e.monthlySaasCosts) {
    const p = projections(c.cost);
    out.push([
      `Cost: ${c.tool || '(unnamed tool)'}`,
      p
        ? `${formatGBP(c.cost)}/month · 1 yr ${formatGBP(p.oneYear)} · 3 yrs ${formatGBP(p.threeYears)} · 5 yrs ${formatGBP(p.fiveYears)}`
        : 'not given',
    ]);
  }
  if (totals.monthly > 0) {
    out.push([
      'Total SaaS spend',
      `${formatGBP(totals.monthly)}/month · ${formatGBP(totals.yearly)}/year · ${formatGBP(totals.threeYears)} over 3 years · ${formatGBP(totals.fiveYears)} over 5 years`,
    ]);
    if (totals.potentialSavings) out.push(['Potential savings', `${formatGBP(totals.potentialSavings)} over 5 years`]);
  }
  if (attachmentName) out.push(['Attachment', attachmentName]);
  return out.filter(([, v]) => v !== '');
}

export function notificationEmail(
  e: Enquiry,
  s: SiteSettings,
  labels: OptionLabels,
  attachmentName: string | null,
  adminUrl: string,
  /** The enquiry form's build cost (Prices setting), so the savings match what the visitor saw. */
  buildCost: number = ENQUIRY_BUILD_REFERENCE,
): RenderedEmail {
  const subject =
    `${e.reviewReason ? 'New enquiry (flagged for review)' : 'New enquiry'}: ${e.name}${e.company ? ` (${e.company})` : ''}`.slice(
      0,
      200,
    );
  return renderEmail(
    subject,
    <Message title={subject}>
      <p>A new enquiry arrived through the {s.businessName} website.</p>
      {e.reviewReason && (
        <p>
          <strong>
            Flagged for review: {e.reviewReason}. It may be automated; it is in the inbox with a 'Needs review' badge.
          </strong>
        </p>
      )}
      <Facts rows={rows(e, labels, attachmentName, buildCost)} />
      <h3>Project description</h3>
      <Typed text={e.project} />
      <p>
        <a href={adminUrl}>Open it in the admin area</a>. Reply to this e-mail to answer the visitor directly.
      </p>
    </Message>,
  );
}

export function confirmationEmail(e: Enquiry, s: SiteSettings): RenderedEmail {
  const subject = `We have your enquiry – ${s.businessName}`;
  return renderEmail(
    subject,
    <Message title={subject}>
      <p>Hello {e.name},</p>
      <p>
        Thank you for getting in touch with {s.businessName}. We have received your enquiry and a member of the team will reply
        within 2-4 hours during business hours (9 AM - 6 PM GMT, Monday to Friday).
      </p>
      <p>If it is urgent, call us on {s.businessPhone} or book a call:</p>
      <LinkLine href={s.bookingUrl} />
      <p>For your records, you told us:</p>
      <Typed text={e.project.length > 1500 ? `${e.project.slice(0, 1500)}…` : e.project} />
      <p>
        {s.businessName}
        <br />
        {s.businessAddress}
      </p>
    </Message>,
  );
}
