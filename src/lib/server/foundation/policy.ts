// The policy on the server (rules: src/lib/policy/). Services ask it with the record they
// loaded, in the state they loaded it in, before they write: `authorize` throws a
// PolicyRefusal (staffAction answers 403, or 409 when nobody may in that state), `check`
// returns the decision (a bulk change skips what the state rules out).
//
// Each admin action runs in a ledger (staffAction): every question asked is noted, and an
// action whose rule depends on the record's state but finished without asking it fails (a 500
// and an error-level log line, in every environment), so a new path to a record cannot skip the
// question unnoticed: every test that calls the action fails.
import { AsyncLocalStorage } from 'node:async_hooks';
import { decide, dependsOnState, splitRule, type Decision, type PolicyActor, type PolicyRecord } from '../../policy/decide.ts';
import type { RecordType, RuleName, VerbOf } from '../../policy/rules.ts';

export type { Decision, PolicyActor, PolicyRecord };

export class PolicyRefusal extends Error {
  readonly by: 'role' | 'state';
  constructor(decision: Extract<Decision, { allowed: false }>) {
    super(decision.message);
    this.name = 'PolicyRefusal';
    this.by = decision.by;
  }
}

/** A rule the action names but never asked with a record. */
export class PolicyNotAsked extends Error {
  constructor(action: string, rules: readonly string[]) {
    super(`${action} reached its record without asking the policy (${rules.join(', ')} depend on the record's state)`);
    this.name = 'PolicyNotAsked';
  }
}

interface Ledger {
  asked: Set<string>;
}
const ledgers = new AsyncLocalStorage<Ledger>();

/** The decision, noted in the running action's ledger. */
export function check<R extends RecordType>(actor: PolicyActor, verb: VerbOf<R>, record: PolicyRecord<R>): Decision {
  ledgers.getStore()?.asked.add(`${record.type}.${verb}`);
  return decide(actor, verb, record);
}

/**
 * A path that found no record to act on (a bulk change whose posts are all gone): nothing was
 * decided because nothing was reached.
 */
export function reachedNoRecord(): void {
  ledgers.getStore()?.asked.add('(none)');
}

/** Refuses (throws PolicyRefusal) unless the actor may; the caller then writes. */
export function authorize<R extends RecordType>(actor: PolicyActor, verb: VerbOf<R>, record: PolicyRecord<R>): void {
  const decision = check(actor, verb, record);
  if (!decision.allowed) throw new PolicyRefusal(decision);
}

/**
 * Runs an action's handler in a ledger; afterwards, `verify()` throws PolicyNotAsked when the
 * action's rules depend on the state and none of them was asked.
 */
export async function withPolicyLedger<T>(
  action: string,
  rules: readonly RuleName[],
  run: () => Promise<T>,
): Promise<{ value: T; verify(): void }> {
  const ledger: Ledger = { asked: new Set() };
  const value = await ledgers.run(ledger, run);
  return {
    value,
    verify() {
      const stateful = rules.filter(dependsOnState);
      if (stateful.length === 0) return;
      // Bulk actions name several verbs (publish, bin, …): the one used must have been asked.
      if (ledger.asked.has('(none)')) return;
      const askedOne = stateful.some((rule) => ledger.asked.has(`${splitRule(rule).type}.${splitRule(rule).verb}`));
      if (!askedOne) throw new PolicyNotAsked(action, stateful);
    },
  };
}
