import { costRowSchema, MAX_COST_ROWS } from './schema.ts';
import { canonicalTool, toolLabel } from './tools.ts';

// The calculator's 'Use these figures in my enquiry' is a GET form to
// /contact (it works without JavaScript): its rows arrive as repeated
// cost_tool / cost_amount query parameters, the names the enquiry form posts.
// They are the visitor's own words, so each row is read through the enquiry
// schema's cost row and only valid rows are offered back, as typed; the page
// renders them as input values (escaped by React). /contact is never cached
// (security-headers.ts isUncacheable), so no query variant reaches a cache.

export interface CarriedCost {
  tool: string;
  cost: string;
}

/** The rows to prefill the enquiry's cost table with; [] when the URL carries none (or none valid). */
export function costsFromQuery(params: URLSearchParams): CarriedCost[] {
  const tools = params.getAll('cost_tool').slice(0, MAX_COST_ROWS);
  const amounts = params.getAll('cost_amount').slice(0, MAX_COST_ROWS);
  const rows: CarriedCost[] = [];
  for (let i = 0; i < Math.max(tools.length, amounts.length); i++) {
    const tool = (tools[i] ?? '').trim();
    const cost = (amounts[i] ?? '').trim();
    if (!tool && !cost) continue;
    const checked = costRowSchema.safeParse({ tool, cost });
    // A row the enquiry would refuse (a 101-character name, '12abc') is left behind rather than half-kept.
    if (!checked.success) continue;
    rows.push({ tool, cost: checked.data.cost > 0 ? cost : '' });
  }
  return rows;
}

/**
 * An empty enquiry with the carried rows: what /contact's form starts from.
 * A row naming a common tool ticks it on the form's tool list too, its cost
 * row then being that tool's.
 */
export function enquiryFromCosts(carried: CarriedCost[]) {
  const ticked = new Set<string>();
  const costs = carried.map((c) => {
    const value = canonicalTool(c.tool);
    if (!value) return c;
    ticked.add(value);
    return { ...c, tool: toolLabel(value) };
  });
  return {
    name: '',
    email: '',
    company: '',
    phone: '',
    project_type: '',
    project: '',
    saas_to_replace: [...ticked],
    custom_saas: '',
    monthly_saas_costs: costs,
    budget: '',
    timeline: '',
    consent: false,
  };
}
