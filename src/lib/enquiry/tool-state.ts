import { splitToolText, toolLabel } from './tools.ts';

// The enquiry form's SaaS selection and cost rows (spec point 4), as a pure
// reducer so every rule is unit-tested and the island stays thin.
export interface CostRowState {
  id: string;
  /** Set when the row belongs to a ticked common tool. */
  linked: string | null;
  tool: string;
  cost: string;
}

export interface ToolState {
  selected: string[];
  rows: CostRowState[];
  nextId: number;
}

export type ToolAction =
  | { type: 'toggle'; value: string; checked: boolean }
  | { type: 'clearAll' }
  | { type: 'addText'; text: string }
  | { type: 'addBlank' }
  | { type: 'remove'; id: string }
  | { type: 'edit'; id: string; tool?: string; cost?: string }
  | { type: 'adopt'; selected: string[]; rows: { id: string; tool?: string | undefined; cost: string }[] };

/** Blank cost rows on the first render: the same rows with or without JavaScript. */
export const SPARE_ROWS = 3;

const isBlank = (r: CostRowState) => !r.linked && r.tool.trim() === '' && r.cost.trim() === '';

const row = (state: ToolState, tool: string, linked: string | null): [CostRowState, number] => [
  { id: `row-${state.nextId}`, linked, tool, cost: '' },
  state.nextId + 1,
];

function select(state: ToolState, value: string): ToolState {
  if (state.selected.includes(value)) return state;
  // 'Other' reveals its own text field instead of a cost row.
  if (value === 'other') return { ...state, selected: [...state.selected, value] };
  // A ticked tool fills the first untouched blank row, so the form does not grow under the visitor.
  const blank = state.rows.findIndex(isBlank);
  if (blank >= 0) {
    const rows = state.rows.map((r, i) => (i === blank ? { ...r, linked: value, tool: toolLabel(value) } : r));
    return { ...state, selected: [...state.selected, value], rows };
  }
  const [r, nextId] = row(state, toolLabel(value), value);
  return { selected: [...state.selected, value], rows: [...state.rows, r], nextId };
}

/**
 * Takes in what the visitor did before the island hydrated (ticks, typed
 * names and costs, read from the DOM), so no early input is lost.
 */
function adopt(state: ToolState, selected: string[], dom: { id: string; tool?: string | undefined; cost: string }[]): ToolState {
  const byId = new Map(dom.map((d) => [d.id, d]));
  let next: ToolState = {
    ...state,
    rows: state.rows.map((r) => {
      const d = byId.get(r.id);
      if (!d) return r;
      return { ...r, cost: d.cost, ...(!r.linked && d.tool !== undefined && { tool: d.tool }) };
    }),
  };
  for (const v of state.selected)
    if (!selected.includes(v)) next = toolReducer(next, { type: 'toggle', value: v, checked: false });
  for (const v of selected) if (!next.selected.includes(v)) next = select(next, v);
  // Nothing done before hydration (the usual case): keep the same object, so React skips a re-render.
  const same =
    next.selected.length === state.selected.length &&
    next.selected.every((v, i) => v === state.selected[i]) &&
    next.rows.every((r, i) => {
      const o = state.rows[i];
      return o && r.id === o.id && r.tool === o.tool && r.cost === o.cost && r.linked === o.linked;
    }) &&
    next.rows.length === state.rows.length;
  return same ? state : next;
}

export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  switch (action.type) {
    case 'toggle':
      if (action.checked) return select(state, action.value);
      return {
        ...state,
        selected: state.selected.filter((v) => v !== action.value),
        rows: state.rows.filter((r) => r.linked !== action.value),
      };
    case 'clearAll':
      return { ...state, selected: [], rows: state.rows.filter((r) => r.tool.trim() === '') };
    case 'addText': {
      const { known, unknown } = splitToolText(action.text);
      let next = state;
      for (const value of known) next = select(next, value);
      for (const name of unknown) {
        const [r, nextId] = row(next, name, null);
        next = { ...next, rows: [...next.rows, r], nextId };
      }
      return next;
    }
    case 'addBlank': {
      const [r, nextId] = row(state, '', null);
      return { ...state, rows: [...state.rows, r], nextId };
    }
    case 'remove': {
      const target = state.rows.find((r) => r.id === action.id);
      return {
        ...state,
        rows: state.rows.filter((r) => r.id !== action.id),
        selected: target?.linked ? state.selected.filter((v) => v !== target.linked) : state.selected,
      };
    }
    case 'adopt':
      return adopt(state, action.selected, action.rows);
    case 'edit':
      return {
        ...state,
        rows: state.rows.map((r) =>
          r.id === action.id
            ? {
                ...r,
                ...(action.tool !== undefined && { tool: action.tool }),
                ...(action.cost !== undefined && { cost: action.cost }),
              }
            : r,
        ),
      };
  }
}

/**
 * The first render's state, on the server and in the browser alike: posted
 * values (after a no-JavaScript error) followed by SPARE_ROWS blank rows.
 */
export function initialToolState(selected: string[], costs: { tool: string; cost: number | string }[]): ToolState {
  let state: ToolState = { selected: [], rows: [], nextId: 1 };
  for (const v of selected) state = select(state, v);
  for (const c of costs) {
    const match = state.rows.find((r) => r.linked && r.tool === c.tool && r.cost === '');
    if (match) {
      state = toolReducer(state, { type: 'edit', id: match.id, cost: String(c.cost) });
    } else {
      const [r, nextId] = row(state, c.tool, null);
      state = { ...state, rows: [...state.rows, { ...r, cost: String(c.cost) }], nextId };
    }
  }
  for (let i = 0; i < SPARE_ROWS; i++) state = toolReducer(state, { type: 'addBlank' });
  return state;
}
