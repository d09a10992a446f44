/**
 * The reference checker: interprets a schema with closures. The codec runs the generated decoders
 * (generated/decoders.ts, faster); this one is their test oracle (decoders.test.ts proves both give
 * the same verdict and reason) and checks decoder output in the fuzz runs.
 */
import { type Check, isPlainObject, within } from './check';
import type { Field, Schema } from './schema';

const checkString: Check = (value) => (typeof value === 'string' ? null : 'expected a string');
const checkInt: Check = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? null : 'expected an integer';
const checkNumber: Check = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? null : 'expected a finite number';
const checkBoolean: Check = (value) => (typeof value === 'boolean' ? null : 'expected a boolean');
const checkScalar: Check = (value) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value))
    ? null
    : 'expected a string, finite number, boolean or null';

export function compile(schema: Schema): Check {
  switch (schema.kind) {
    case 'string':
      return checkString;
    case 'int':
      return checkInt;
    case 'number':
      return checkNumber;
    case 'boolean':
      return checkBoolean;
    case 'scalar':
      return checkScalar;
    case 'enum': {
      const allowed = new Set(schema.values);
      return (value) =>
        typeof value === 'string' && allowed.has(value)
          ? null
          : `expected one of ${schema.values.join(', ')}`;
    }
    case 'nullable': {
      const inner = compile(schema.inner);
      return (value) => (value === null ? null : inner(value));
    }
    case 'array': {
      const item = compile(schema.item);
      return (value) => {
        if (!Array.isArray(value)) return 'expected an array';
        for (let index = 0; index < value.length; index++) {
          const reason = item(value[index]);
          if (reason !== null) return within(String(index), reason);
        }
        return null;
      };
    }
    case 'record': {
      const item = compile(schema.value);
      return (value) => {
        if (!isPlainObject(value)) return 'expected an object';
        for (const key of Object.keys(value)) {
          const reason = item(Reflect.get(value, key));
          if (reason !== null) return within(key, reason);
        }
        return null;
      };
    }
    case 'object':
      return compileObject(schema.fields);
  }
}

function compileObject(fields: { readonly [key: string]: Field }): Check {
  const keys = Object.keys(fields);
  const optional = keys.map((key) => fields[key]?.kind === 'optional');
  const checks = keys.map((key) => {
    const field = fields[key] as Field;
    return compile(field.kind === 'optional' ? field.inner : field);
  });
  const count = keys.length;
  return (value) => {
    if (!isPlainObject(value)) return 'expected an object';
    for (let index = 0; index < count; index++) {
      const key = keys[index] as string;
      const fieldValue: unknown = Reflect.get(value, key);
      if (fieldValue === undefined) {
        if (optional[index]) continue;
        return within(key, 'missing');
      }
      const reason = (checks[index] as Check)(fieldValue);
      if (reason !== null) return within(key, reason);
    }
    return null;
  };
}
