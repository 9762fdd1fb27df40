// The policy's answers (rules in ./rules.ts). Isomorphic: the server enforces them
// (src/lib/server/foundation/policy.ts) and the admin UI asks the same questions so it never offers what
// the server would refuse. Deny by default: an unknown record, verb or state is refused.
import { can, type Role } from '../permissions.ts';
import { POLICY, type RecordType, type RuleName, type StateOf, type VerbOf } from './rules.ts';

export interface PolicyActor {
  role: Role;
}

/**
 * A record as the policy sees it: its kind and its state. A change that touches several
 * things (a page draft with a new price and a new booking button) lists each; every one must
 * be allowed.
 */
export interface PolicyRecord<R extends RecordType = RecordType> {
  type: R;
  state: StateOf<R> | readonly StateOf<R>[];
}

export type Decision =
  | { allowed: true }
  /** `role`: another role could (ask the owner); `state`: nobody can, in this state. */
  | { allowed: false; by: 'role' | 'state'; message: string };

export const ROLE_REFUSAL = 'Your account cannot do that: ask the owner.';

type Cells = Readonly<Record<string, string>>;
interface Rules {
  name: string;
  states: Cells;
  verbs: Readonly<Record<string, Cells>>;
  refusals?: Cells;
}
const rulesOf = (type: string): Rules | undefined => (POLICY as unknown as Record<string, Rules>)[type];

/**
 * The permission a verb needs on a record in a state; 'nobody' when no role may; undefined
 * when the state does not apply to the verb or there is no such rule (refused as well).
 */
export function cellFor(type: string, verb: string, state: string): string | undefined {
  const rules = rulesOf(type);
  if (!rules || !Object.hasOwn(rules.states, state) || !Object.hasOwn(rules.verbs, verb)) return undefined;
  const cells = rules.verbs[verb]!;
  return Object.hasOwn(cells, state) ? cells[state] : undefined;
}

/** The permission a verb needs on a record in a state; undefined: nobody may. */
export function permissionFor(type: string, verb: string, state: string): string | undefined {
  const cell = cellFor(type, verb, state);
  return cell === 'nobody' ? undefined : cell;
}

function refusal(rules: Rules | undefined, verb: string, state: string, by: 'role' | 'state'): Decision {
  const named = rules?.refusals?.[`${verb}:${state}`] ?? rules?.refusals?.[state];
  const fallback =
    by === 'role' ? ROLE_REFUSAL : `${rules?.name ?? 'That record'} (${rules?.states[state] ?? state}): that cannot be done now.`;
  return { allowed: false, by, message: named ?? fallback };
}

export function decide<R extends RecordType>(actor: PolicyActor, verb: VerbOf<R>, record: PolicyRecord<R>): Decision {
  const rules = rulesOf(record.type);
  const states: readonly string[] = typeof record.state === 'string' ? [record.state] : record.state;
  if (states.length === 0) return refusal(rules, verb, '', 'state');
  let roleRefusal: Decision | undefined;
  for (const state of states) {
    const permission = permissionFor(record.type, verb, state);
    if (permission === undefined) return refusal(rules, verb, state, 'state');
    if (!can(actor.role, permission as never)) roleRefusal ??= refusal(rules, verb, state, 'role');
  }
  return roleRefusal ?? { allowed: true };
}

export const may = <R extends RecordType>(actor: PolicyActor, verb: VerbOf<R>, record: PolicyRecord<R>): boolean =>
  decide(actor, verb, record).allowed;

export function splitRule(rule: string): { type: string; verb: string } {
  const dot = rule.indexOf('.');
  return { type: rule.slice(0, dot), verb: rule.slice(dot + 1) };
}

/** Whether a rule exists: its kind of record and its verb are in the policy. */
export function ruleExists(rule: string): boolean {
  const { type, verb } = splitRule(rule);
  const rules = rulesOf(type);
  return rules !== undefined && Object.hasOwn(rules.verbs, verb);
}

/** The states of a rule's record, in the table's order. */
export function statesOf(type: string): string[] {
  return Object.keys(rulesOf(type)?.states ?? {});
}

/** The states a rule applies to (its listed cells), in the table's order. */
export function statesOfRule(rule: string): string[] {
  const { type, verb } = splitRule(rule);
  return statesOf(type).filter((s) => cellFor(type, verb, s) !== undefined);
}

/**
 * Whether a rule's answer differs between the states it applies to: then the first gate
 * (staffAction) cannot settle it and the service must ask with the record
 * (src/lib/server/foundation/policy.ts).
 */
export function dependsOnState(rule: string): boolean {
  const { type, verb } = splitRule(rule);
  return new Set(statesOfRule(rule).map((s) => cellFor(type, verb, s))).size > 1;
}

/**
 * The first gate: may this role do any of these rules to a record in some state? Refused here,
 * no state would allow it (the action answers 403 before it reads anything).
 */
export function mayAttempt(role: Role, rules: readonly RuleName[]): boolean {
  return rules.some((rule) => {
    const { type, verb } = splitRule(rule);
    return statesOf(type).some((state) => {
      const permission = permissionFor(type, verb, state);
      return permission !== undefined && can(role, permission as never);
    });
  });
}
