/**
 * Helpers of the payload checks (generated/decoders.ts and the reference checker). A check never
 * throws; it answers null when the value fits, else a reason such as `user.recentTips: expected an
 * integer`. Checks follow the schema, never the data's depth, so hostile nesting cannot exhaust the
 * stack. Fields are read by name; catalogue.test.ts proves no field name is one an object inherits.
 */

export type Check = (value: unknown) => string | null;

/** Joins a path segment onto a child's reason: `user` + `recentTips: expected…` = `user.recentTips: …`. */
export function within(segment: string, reason: string): string {
  return reason.startsWith('expected') || reason === 'missing'
    ? `${segment}: ${reason}`
    : `${segment}.${reason}`;
}

export function isPlainObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The same test, typed for reading fields by name (the generated decoders read literal names). */
export function isRecord(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function bitCount(mask: number): number {
  let bits = mask - ((mask >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The packed value at a template position: a packed frame holds one value per set bit, in position order. */
export function valueAt(values: readonly unknown[], mask: number, position: number | undefined): unknown {
  if (position === undefined || position < 0 || ((mask >>> position) & 1) === 0) return undefined;
  return values[bitCount(mask & ((1 << position) - 1))];
}

/** The packer of events without fields. */
export function packEmpty(): object {
  return {};
}
