import { describe, expect, it } from 'vitest';
import { SPARE_ROWS, initialToolState, toolReducer, type ToolAction, type ToolState } from '../../src/lib/enquiry/tool-state.ts';

const empty = (): ToolState => ({ selected: [], rows: [], nextId: 1 });
const run = (state: ToolState, ...actions: ToolAction[]) => actions.reduce(toolReducer, state);
const tick = (value: string): ToolAction => ({ type: 'toggle', value, checked: true });
const untick = (value: string): ToolAction => ({ type: 'toggle', value, checked: false });
const summary = (s: ToolState) => s.rows.map((r) => ({ tool: r.tool, linked: r.linked, cost: r.cost }));
// The rows that hold something (initialToolState adds SPARE_ROWS blank ones after them).
const filled = (s: ToolState) => summary(s).filter((r) => r.tool || r.cost || r.linked);

describe('ticking and unticking a common tool', () => {
  it('ticking adds the tool and a linked cost row with a blank cost', () => {
    const s = run(empty(), tick('hubspot'));
    expect(s.selected).toEqual(['hubspot']);
    expect(s.rows).toEqual([{ id: 'row-1', linked: 'hubspot', tool: 'HubSpot', cost: '' }]);
    expect(s.nextId).toBe(2);
  });

  it('ticking twice adds one row', () => {
    const s = run(empty(), tick('hubspot'), tick('hubspot'));
    expect(s.selected).toEqual(['hubspot']);
    expect(s.rows).toHaveLength(1);
  });

  it("unticking removes the tool and only that tool's row", () => {
    const s = run(
      empty(),
      tick('hubspot'),
      tick('slack'),
      { type: 'addBlank' },
      { type: 'addText', text: 'Xero' },
      untick('hubspot'),
    );
    expect(s.selected).toEqual(['slack']);
    expect(summary(s)).toEqual([
      { tool: 'Slack', linked: 'slack', cost: '' },
      { tool: '', linked: null, cost: '' },
      { tool: 'Xero', linked: null, cost: '' },
    ]);
  });

  it('unticking keeps a typed cost on the other rows', () => {
    let s = run(empty(), tick('hubspot'), tick('slack'));
    s = toolReducer(s, { type: 'edit', id: s.rows[1]!.id, cost: '45' });
    s = toolReducer(s, untick('hubspot'));
    expect(summary(s)).toEqual([{ tool: 'Slack', linked: 'slack', cost: '45' }]);
  });

  it('unticking a tool that is not ticked changes nothing', () => {
    const before = run(empty(), tick('slack'));
    const after = toolReducer(before, untick('hubspot'));
    expect(after.selected).toEqual(['slack']);
    expect(after.rows).toEqual(before.rows);
  });

  it('ticking again after unticking adds a fresh row', () => {
    const s = run(empty(), tick('jira'), untick('jira'), tick('jira'));
    expect(s.selected).toEqual(['jira']);
    expect(s.rows).toEqual([{ id: 'row-2', linked: 'jira', tool: 'Jira', cost: '' }]);
  });

  it("'Other' is selected (revealing its text field) but adds no cost row", () => {
    const s = run(empty(), tick('other'));
    expect(s.selected).toEqual(['other']);
    expect(s.rows).toEqual([]);
    const off = toolReducer(s, untick('other'));
    expect(off.selected).toEqual([]);
    expect(off.rows).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const before = run(empty(), tick('slack'));
    const snapshot = structuredClone(before);
    run(before, tick('hubspot'), untick('slack'), { type: 'clearAll' }, { type: 'addBlank' });
    expect(before).toEqual(snapshot);
  });
});

describe('Clear all', () => {
  it('empties the selection and keeps only rows whose tool name is blank', () => {
    let s = run(
      empty(),
      tick('hubspot'),
      tick('other'),
      { type: 'addText', text: 'Xero' },
      { type: 'addBlank' },
      { type: 'addBlank' },
    );
    const blankIds = s.rows.filter((r) => r.tool === '').map((r) => r.id);
    s = toolReducer(s, { type: 'edit', id: blankIds[0]!, cost: '99' });
    s = toolReducer(s, { type: 'edit', id: blankIds[1]!, tool: '   ' }); // whitespace only counts as blank
    s = toolReducer(s, { type: 'clearAll' });
    expect(s.selected).toEqual([]);
    expect(s.rows.map((r) => r.id)).toEqual(blankIds);
    expect(s.rows[0]!.cost).toBe('99');
  });

  it('removes a row typed by hand with a name', () => {
    let s = run(empty(), { type: 'addBlank' });
    s = toolReducer(s, { type: 'edit', id: s.rows[0]!.id, tool: 'Sage' });
    expect(toolReducer(s, { type: 'clearAll' }).rows).toEqual([]);
  });

  it('on an empty state is a no-op', () => {
    const s = toolReducer(empty(), { type: 'clearAll' });
    expect(s.selected).toEqual([]);
    expect(s.rows).toEqual([]);
  });
});

describe('the free-text Add', () => {
  it("'hubspot, Xero, HUBSPOT, ms teams' selects HubSpot and Teams once each with linked rows, and adds a 'Xero' row", () => {
    const s = toolReducer(empty(), { type: 'addText', text: 'hubspot, Xero, HUBSPOT, ms teams' });
    expect(s.selected).toEqual(['hubspot', 'teams']);
    expect(summary(s)).toEqual([
      { tool: 'HubSpot', linked: 'hubspot', cost: '' },
      { tool: 'Microsoft Teams', linked: 'teams', cost: '' },
      { tool: 'Xero', linked: null, cost: '' },
    ]);
    expect(new Set(s.rows.map((r) => r.id)).size).toBe(3);
  });

  it('does not add a second row for a tool that is already ticked', () => {
    const s = run(empty(), tick('hubspot'), { type: 'addText', text: 'Hub Spot, hubspot crm' });
    expect(s.selected).toEqual(['hubspot']);
    expect(s.rows).toHaveLength(1);
  });

  it('a known tool added by text is unticked like a ticked one', () => {
    const s = run(empty(), { type: 'addText', text: 'slack, Xero' }, untick('slack'));
    expect(s.selected).toEqual([]);
    expect(summary(s)).toEqual([{ tool: 'Xero', linked: null, cost: '' }]);
  });

  it('blank text and bare commas add nothing', () => {
    const s = run(empty(), { type: 'addText', text: '' }, { type: 'addText', text: ' , ,, ' });
    expect(s.selected).toEqual([]);
    expect(s.rows).toEqual([]);
  });

  it('caps an unknown name at 100 characters', () => {
    const s = toolReducer(empty(), { type: 'addText', text: 'z'.repeat(140) });
    expect(s.rows[0]!.tool).toBe('z'.repeat(100));
  });
});

describe('blank rows, remove and edit', () => {
  it('addBlank appends an unlinked row with blank name and cost and a new id', () => {
    const s = run(empty(), tick('slack'), { type: 'addBlank' }, { type: 'addBlank' });
    expect(s.rows.slice(1)).toEqual([
      { id: 'row-2', linked: null, tool: '', cost: '' },
      { id: 'row-3', linked: null, tool: '', cost: '' },
    ]);
    expect(s.selected).toEqual(['slack']);
  });

  it('removes a blank row and leaves the others', () => {
    const s0 = run(empty(), tick('slack'), { type: 'addBlank' }, { type: 'addBlank' });
    const s = toolReducer(s0, { type: 'remove', id: 'row-2' });
    expect(s.rows.map((r) => r.id)).toEqual(['row-1', 'row-3']);
    expect(s.selected).toEqual(['slack']);
  });

  it("removing a tool's linked row also unticks the tool", () => {
    const s = run(empty(), tick('slack'), tick('jira'), { type: 'remove', id: 'row-1' });
    expect(s.selected).toEqual(['jira']);
    expect(s.rows.map((r) => r.linked)).toEqual(['jira']);
  });

  it('removing an unknown id changes nothing', () => {
    const before = run(empty(), tick('slack'));
    const after = toolReducer(before, { type: 'remove', id: 'row-99' });
    expect(after.rows).toEqual(before.rows);
    expect(after.selected).toEqual(before.selected);
  });

  it('ids are never reused after a remove', () => {
    const s = run(empty(), { type: 'addBlank' }, { type: 'addBlank' }, { type: 'remove', id: 'row-2' }, { type: 'addBlank' });
    expect(s.rows.map((r) => r.id)).toEqual(['row-1', 'row-3']);
  });

  it('edit changes only the given fields of the given row', () => {
    let s = run(empty(), tick('slack'), { type: 'addBlank' });
    s = toolReducer(s, { type: 'edit', id: 'row-2', tool: 'Sage' });
    s = toolReducer(s, { type: 'edit', id: 'row-2', cost: '12' });
    s = toolReducer(s, { type: 'edit', id: 'row-1', cost: '30' });
    expect(summary(s)).toEqual([
      { tool: 'Slack', linked: 'slack', cost: '30' },
      { tool: 'Sage', linked: null, cost: '12' },
    ]);
    s = toolReducer(s, { type: 'edit', id: 'row-2', cost: '' });
    expect(s.rows[1]).toEqual({ id: 'row-2', linked: null, tool: 'Sage', cost: '' });
  });
});

describe('initialToolState (re-rendering posted values)', () => {
  it('starts with SPARE_ROWS blank rows, the same with or without JavaScript', () => {
    expect(SPARE_ROWS).toBe(3);
    expect(initialToolState([], [])).toEqual({
      selected: [],
      rows: [1, 2, 3].map((n) => ({ id: `row-${n}`, linked: null, tool: '', cost: '' })),
      nextId: 4,
    });
  });

  it('puts the blank rows after the posted ones', () => {
    const s = initialToolState([], [{ tool: 'Xero', cost: '30' }]);
    expect(summary(s)).toEqual([
      { tool: 'Xero', linked: null, cost: '30' },
      ...Array(SPARE_ROWS).fill({ tool: '', linked: null, cost: '' }),
    ]);
  });

  it('re-creates ticked tools and fills their linked rows with the posted costs', () => {
    const s = initialToolState(
      ['hubspot', 'other', 'slack'],
      [
        { tool: 'HubSpot', cost: 300 },
        { tool: 'Slack', cost: 45 },
        { tool: 'Xero', cost: 30 },
        { tool: '', cost: 12 },
      ],
    );
    expect(s.selected).toEqual(['hubspot', 'other', 'slack']);
    expect(filled(s)).toEqual([
      { tool: 'HubSpot', linked: 'hubspot', cost: '300' },
      { tool: 'Slack', linked: 'slack', cost: '45' },
      { tool: 'Xero', linked: null, cost: '30' },
      { tool: '', linked: null, cost: '12' },
    ]);
    expect(new Set(s.rows.map((r) => r.id)).size).toBe(4 + SPARE_ROWS);
    expect(s.nextId).toBe(5 + SPARE_ROWS);
  });

  it("keeps a ticked tool's row even when no cost was posted for it", () => {
    const s = initialToolState(['jira'], []);
    expect(filled(s)).toEqual([{ tool: 'Jira', linked: 'jira', cost: '' }]);
  });

  it("a second posted row with a ticked tool's name becomes its own unlinked row", () => {
    const s = initialToolState(
      ['hubspot'],
      [
        { tool: 'HubSpot', cost: 100 },
        { tool: 'HubSpot', cost: 50 },
      ],
    );
    expect(filled(s)).toEqual([
      { tool: 'HubSpot', linked: 'hubspot', cost: '100' },
      { tool: 'HubSpot', linked: null, cost: '50' },
    ]);
  });

  it('ignores duplicate selected values', () => {
    const s = initialToolState(['slack', 'slack'], []);
    expect(s.selected).toEqual(['slack']);
    expect(filled(s)).toHaveLength(1);
  });

  it('the rebuilt state behaves like the live one (unticking removes the linked row)', () => {
    const s = toolReducer(
      initialToolState(
        ['hubspot'],
        [
          { tool: 'HubSpot', cost: 300 },
          { tool: 'Xero', cost: 30 },
        ],
      ),
      untick('hubspot'),
    );
    expect(filled(s)).toEqual([{ tool: 'Xero', linked: null, cost: '30' }]);
  });
});

describe('blank rows and adopting what was done before hydration', () => {
  it('a ticked tool fills the first untouched blank row instead of adding one', () => {
    const s = run(initialToolState([], []), tick('slack'));
    expect(summary(s)).toEqual([
      { tool: 'Slack', linked: 'slack', cost: '' },
      { tool: '', linked: null, cost: '' },
      { tool: '', linked: null, cost: '' },
    ]);
    expect(s.rows[0]!.id).toBe('row-1');
  });

  it('a blank row with a typed cost is not taken over', () => {
    const s = run(initialToolState([], []), { type: 'edit', id: 'row-1', cost: '5' }, tick('slack'));
    expect(summary(s).map((r) => r.tool)).toEqual(['', 'Slack', '']);
  });

  it('adopt takes in ticks, typed names and costs read from the page', () => {
    const s = run(initialToolState(['jira'], []), {
      type: 'adopt',
      selected: ['slack'],
      rows: [
        { id: 'row-1', cost: '40' },
        { id: 'row-2', tool: 'Xero', cost: '12.50' },
      ],
    });
    expect(s.selected).toEqual(['slack']);
    expect(filled(s)).toEqual([
      { tool: 'Xero', linked: null, cost: '12.50' },
      { tool: 'Slack', linked: 'slack', cost: '' },
    ]);
  });

  it('adopt of what is already there changes nothing', () => {
    const start = initialToolState(['hubspot'], [{ tool: 'HubSpot', cost: 300 }]);
    const s = toolReducer(start, {
      type: 'adopt',
      selected: ['hubspot'],
      rows: start.rows.map((r) => ({ id: r.id, tool: r.tool, cost: r.cost })),
    });
    expect(s).toEqual(start);
  });
});

describe('adopt when nothing was done before hydration', () => {
  it('returns the very same state object (no re-render)', () => {
    const start = initialToolState([], []);
    expect(
      toolReducer(start, { type: 'adopt', selected: [], rows: start.rows.map((r) => ({ id: r.id, tool: '', cost: '' })) }),
    ).toBe(start);
  });
});
