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
  monthly_saas_costs: { tool: string; cost: string }[];
  budget: string;
  timeline: string;
  consent: boolean;
}

export interface ContactFormProps {
  options: { projectTypes: Opt[]; budgets: Opt[]; timelines: Opt[] };
  businessName: string;
  businessEmail: string;
  /** Whole pounds the projected savings are set against (the Prices page setting). */
  buildCost?: number | undefined;
  idempotencyKey: string;
  formToken: string;
  initial?: InitialEnquiry | undefined;
  initialErrors?: Record<string, string> | undefined;
  initialMessage?: string | undefined;
  hadAttachment?: boolean;
}
