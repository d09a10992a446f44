/**
 * Availability rules as data: each rule is a named predicate with the words a disabled control
 * shows when it fails. Guards and `whyNot` are both built from the same table, so the reason a
 * button gives is always the guard that actually blocked it.
 */
export interface Rule<Facts> {
  name: string;
  holds: (facts: Facts) => boolean;
  /** Shown to the user when the rule fails. */
  why: string;
}

/** The first failing rule's words, or null when every rule holds. */
export function firstFailure<Facts>(rules: readonly Rule<Facts>[], facts: Facts): string | null {
  for (const rule of rules) if (!rule.holds(facts)) return rule.why;
  return null;
}

export const allHold = <Facts>(rules: readonly Rule<Facts>[], facts: Facts) =>
  firstFailure(rules, facts) === null;
