import type { Enquiry } from '../repositories/enquiries.ts';
import type { SiteSettings } from '../repositories/settings.ts';
import { ENQUIRY_BUILD_REFERENCE, costTotals, projections } from '../../enquiry/costs.ts';
import { toolLabel } from '../../enquiry/tools.ts';
import { formatGBP } from '../../calculator.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
) {
  const fields = rows(e, labels, attachmentName, buildCost);
  const subject =
    `${e.reviewReason ? 'New enquiry (flagged for review)' : 'New enquiry'}: ${e.name}${e.company ? ` (${e.company})` : ''}`.slice(
      0,
      200,
    );
  const flag = e.reviewReason
    ? `Flagged for review: ${e.reviewReason}. It may be automated; it is in the inbox with a 'Needs review' badge.`
    : null;
  const text = [
    `A new enquiry arrived through the ${s.businessName} website.`,
    ...(flag ? ['', flag] : []),
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    '',
    'Project description:',
    e.project,
    '',
    `Open it in the admin area: ${adminUrl}`,
    'Reply to this e-mail to answer the visitor directly.',
  ].join('\n');
  const html = `<p>A new enquiry arrived through the ${esc(s.businessName)} website.</p>${flag ? `<p><strong>${esc(flag)}</strong></p>` : ''}<table cellpadding="6" style="border-collapse:collapse">${fields
    .map(([k, v]) => `<tr><th align="left" valign="top">${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join(
      '',
    )}</table><h3>Project description</h3><p style="white-space:pre-wrap">${esc(e.project)}</p><p><a href="${esc(adminUrl)}">Open it in the admin area</a>. Reply to this e-mail to answer the visitor directly.</p>`;
  return { subject, text, html };
}

export function confirmationEmail(e: Enquiry, s: SiteSettings) {
  const subject = `We have your enquiry – ${s.businessName}`;
  const text = [
    `Hello ${e.name},`,
    '',
    `Thank you for getting in touch with ${s.businessName}. We have received your enquiry and a member of the team will reply within 2-4 hours during business hours (9 AM - 6 PM GMT, Monday to Friday).`,
    '',
    `If it is urgent, call us on ${s.businessPhone} or book a call: ${s.bookingUrl}`,
    '',
    'For your records, you told us:',
    e.project.length > 1500 ? `${e.project.slice(0, 1500)}…` : e.project,
    '',
    `${s.businessName}`,
    s.businessAddress,
  ].join('\n');
  return { subject, text, html: null };
}
