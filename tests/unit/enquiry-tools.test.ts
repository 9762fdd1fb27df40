import { describe, expect, it } from 'vitest';
import {
  COMMON_SAAS_TOOLS,
  KNOWN_TOOL_VALUES,
  OTHER_TOOL,
  canonicalTool,
  splitToolText,
  toolLabel,
} from '../../src/lib/enquiry/tools.ts';

describe('the common tool list', () => {
  it('has the 20 common tools of spec point 9 plus other, with unique values', () => {
    expect(COMMON_SAAS_TOOLS).toHaveLength(20);
    expect(KNOWN_TOOL_VALUES).toHaveLength(21);
    expect(KNOWN_TOOL_VALUES.at(-1)).toBe('other');
    expect(new Set(KNOWN_TOOL_VALUES).size).toBe(21);
    expect(OTHER_TOOL).toEqual({ value: 'other', label: 'Other' });
  });

  it('never maps one alias to two tools', () => {
    const seen = new Map<string, string>();
    for (const t of COMMON_SAAS_TOOLS) {
      for (const name of [t.value, t.label, ...t.aliases]) {
        const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
        if (seen.has(key)) expect(seen.get(key)).toBe(t.value);
        seen.set(key, t.value);
        // and every one of them resolves to its own tool
        expect(canonicalTool(name)).toBe(t.value);
      }
    }
  });
});

describe('canonicalTool', () => {
  it('maps values, labels and aliases to the canonical value', () => {
    expect(canonicalTool('hubspot')).toBe('hubspot');
    expect(canonicalTool('HubSpot')).toBe('hubspot');
    expect(canonicalTool('hub spot')).toBe('hubspot');
    expect(canonicalTool('Microsoft Teams')).toBe('teams');
    expect(canonicalTool('ms teams')).toBe('teams');
    expect(canonicalTool('msteams')).toBe('teams');
    expect(canonicalTool('sfdc')).toBe('salesforce');
    expect(canonicalTool('Monday.com')).toBe('monday');
    expect(canonicalTool('QBO')).toBe('quickbooks');
    expect(canonicalTool('freshdesk')).toBe('freshworks');
  });

  it('is case-insensitive and ignores surrounding and repeated spaces', () => {
    expect(canonicalTool('  HUBSPOT  ')).toBe('hubspot');
    expect(canonicalTool('Ms   TEAMS')).toBe('teams');
    expect(canonicalTool('\tmicrosoft \t teams\n')).toBe('teams');
    expect(canonicalTool('SaLeS    FoRcE')).toBe('salesforce');
  });

  it('returns undefined for unknown names, partial names and blanks', () => {
    expect(canonicalTool('Xero')).toBeUndefined();
    expect(canonicalTool('hub')).toBeUndefined();
    expect(canonicalTool('teams!')).toBeUndefined();
    expect(canonicalTool('')).toBeUndefined();
    expect(canonicalTool('   ')).toBeUndefined();
    // 'other' is a checkbox value, not a tool a visitor can type
    expect(canonicalTool('other')).toBeUndefined();
  });
});

describe('toolLabel', () => {
  it('gives the display label of a known value', () => {
    expect(toolLabel('hubspot')).toBe('HubSpot');
    expect(toolLabel('teams')).toBe('Microsoft Teams');
    expect(toolLabel('monday')).toBe('Monday.com');
    expect(toolLabel('other')).toBe('Other');
  });

  it('returns unknown values unchanged', () => {
    expect(toolLabel('xero')).toBe('xero');
    expect(toolLabel('')).toBe('');
    // labels are looked up by value, not by label or alias
    expect(toolLabel('HubSpot')).toBe('HubSpot');
    expect(toolLabel('ms teams')).toBe('ms teams');
  });
});

describe('splitToolText', () => {
  it('splits on commas into canonical known tools and unknown names', () => {
    expect(splitToolText('hubspot, Xero, ms teams')).toEqual({ known: ['hubspot', 'teams'], unknown: ['Xero'] });
  });

  it('skips blank parts', () => {
    expect(splitToolText(',, ,hubspot,,  ,')).toEqual({ known: ['hubspot'], unknown: [] });
    expect(splitToolText('')).toEqual({ known: [], unknown: [] });
    expect(splitToolText('  ,  ')).toEqual({ known: [], unknown: [] });
  });

  it('adds each known tool once, whatever name or case it was typed in', () => {
    expect(splitToolText('hubspot, HUBSPOT, Hub Spot, hubspot crm')).toEqual({ known: ['hubspot'], unknown: [] });
    expect(splitToolText('ms teams, Microsoft Teams, slack, teams')).toEqual({ known: ['teams', 'slack'], unknown: [] });
  });

  it('keeps unknown names as typed (trimmed), once each regardless of case, in order', () => {
    expect(splitToolText('  Xero  , Sage, xero, XERO, Sage ')).toEqual({ known: [], unknown: ['Xero', 'Sage'] });
  });

  it('keeps the order of first appearance', () => {
    expect(splitToolText('slack, Xero, asana, Sage, jira')).toEqual({
      known: ['slack', 'asana', 'jira'],
      unknown: ['Xero', 'Sage'],
    });
  });

  it('caps an unknown name at 100 characters', () => {
    const long = 'A'.repeat(150);
    const r = splitToolText(`${long}, hubspot`);
    expect(r.known).toEqual(['hubspot']);
    expect(r.unknown).toEqual(['A'.repeat(100)]);
    expect(splitToolText('B'.repeat(100)).unknown).toEqual(['B'.repeat(100)]);
  });

  // Names are cut to 100 characters (and re-trimmed) before duplicates are compared.
  it('does not keep two copies of the same over-long unknown name', () => {
    const long = 'Custom internal tool '.repeat(8); // 168 characters
    expect(splitToolText(`${long}, ${long}`).unknown).toEqual([long.trim().slice(0, 100).trim()]);
  });
});
