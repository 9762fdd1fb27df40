import type { CostRowState } from '../../../lib/enquiry/tool-state.ts';

export interface Opt {
  value: string;
  name: string;
}

export interface InitialEnquiry {
  name: string;
  email: string;
  company: string;
  phone: string;
  project_type: string;
  project: string;
  saas_to_replace: string[];
  custom_saas: string;
  monthly_saas_costs: { tool: string; cost: number }[];
  budget: string;
  timeline: string;
  consent: boolean;
}

export interface ContactFormProps {
  options: { projectTypes: Opt[]; budgets: Opt[]; timelines: Opt[] };
  businessName: string;
  businessEmail: string;
  idempotencyKey: string;
  formToken: string;
  initial?: InitialEnquiry | undefined;
  initialErrors?: Record<string, string> | undefined;
  initialMessage?: string | undefined;
  hadAttachment?: boolean;
  /** Blank cost rows offered when JavaScript is off (no 'Add' button then). */
  noScriptRows: CostRowState[];
}
