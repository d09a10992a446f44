/**
 * Generates protocol/generated/decoders.ts from the catalogue: straight-line checks and packed-frame
 * builders with literal property names, so V8 sees monomorphic loads and object literals instead of
 * the keyed accesses a schema interpreter needs. The browser's Content-Security-Policy forbids eval,
 * so the code is generated ahead of time and committed; generate.test.ts fails when it is stale.
 *
 * Regenerate: npx tsx protocol/codegen/write.ts
 */
import { catalogue } from '../catalogue';
import { eventNames } from '../events';
import type { Field, ObjectSchema, Schema } from '../schema';

/** Failure texts shared with the reference checker (check.ts), so both explain a failure alike. */
function expectation(schema: Schema): string {
  switch (schema.kind) {
    case 'string':
      return 'expected a string';
    case 'int':
      return 'expected an integer';
    case 'number':
      return 'expected a finite number';
    case 'boolean':
      return 'expected a boolean';
    case 'scalar':
      return 'expected a string, finite number, boolean or null';
    case 'enum':
      return `expected one of ${schema.values.join(', ')}`;
    case 'array':
      return 'expected an array';
    case 'record':
    case 'object':
      return 'expected an object';
    case 'nullable':
      return expectation(schema.inner);
  }
}

/** A boolean expression that is true when leaf `x` does NOT fit, or null when the schema is not a leaf. */
function leafFails(schema: Schema, x: string): string | null {
  switch (schema.kind) {
    case 'string':
      return `typeof ${x} !== 'string'`;
    case 'int':
      return `!Number.isSafeInteger(${x})`;
    case 'number':
      return `!Number.isFinite(${x})`;
    case 'boolean':
      return `typeof ${x} !== 'boolean'`;
    case 'scalar':
      return `${x} !== null && typeof ${x} !== 'string' && typeof ${x} !== 'boolean' && !Number.isFinite(${x})`;
    case 'enum':
      return schema.values.map((value) => `${x} !== ${quote(value)}`).join(' && ');
    case 'nullable': {
      const inner = leafFails(schema.inner, x);
      return inner === null ? null : `${x} !== null && ${inner}`;
    }
    default:
      return null;
  }
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function unwrap(field: Field): Schema {
  return field.kind === 'optional' ? field.inner : field;
}

/** Property access with a literal name, so V8 keeps a monomorphic inline cache at each site. */
function access(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${quote(key)}]`;
}

/** Events without fields share one packer. */
function packerName(name: string, schema: ObjectSchema): string {
  return Object.keys(schema.fields).length === 0 ? 'packEmpty' : `pack_${identifier(name)}`;
}

function identifier(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '_');
}

class Generator {
  private readonly functions: string[] = [];
  private readonly names = new Map<Schema, string>();
  private readonly used = new Set<string>();

  /** The name of a checker function for a non-leaf schema, generating it on first use. */
  checkerFor(schema: Schema, hint: string): string {
    const known = this.names.get(schema);
    if (known) return known;
    let name = `check_${identifier(hint)}`;
    for (let suffix = 2; this.used.has(name); suffix++) name = `check_${identifier(hint)}_${suffix}`;
    this.used.add(name);
    this.names.set(schema, name);
    this.functions.push(this.checker(schema, name, hint));
    return name;
  }

  /** Statements that check `x` (already known not to be undefined) and return a reason at `label`. */
  private valueChecks(schema: Schema, x: string, label: Label, hint: string, indent: string): string[] {
    const fails = leafFails(schema, x);
    if (fails !== null) return [`${indent}if (${fails}) return ${label(expectation(schema))};`];
    if (schema.kind === 'nullable') {
      const inner = this.checkerFor(schema.inner, hint);
      return [
        `${indent}if (${x} !== null) {`,
        ...this.callChecks(inner, x, label, `${indent}  `),
        `${indent}}`,
      ];
    }
    return this.callChecks(this.checkerFor(schema, hint), x, label, indent);
  }

  private callChecks(fn: string, x: string, label: Label, indent: string): string[] {
    const reason = `reason_${x}`;
    return [
      `${indent}const ${reason} = ${fn}(${x});`,
      `${indent}if (${reason} !== null) return ${label.within(reason)};`,
    ];
  }

  private checker(schema: Schema, name: string, hint: string): string {
    const lines = [`function ${name}(value: unknown): string | null {`];
    switch (schema.kind) {
      case 'object': {
        lines.push(`  if (!isRecord(value)) return 'expected an object';`);
        lines.push(...this.objectBody(schema, 'value', hint));
        break;
      }
      case 'array': {
        const item = schema.item;
        lines.push(`  if (!Array.isArray(value)) return 'expected an array';`);
        lines.push('  for (let index = 0; index < value.length; index++) {');
        lines.push('    const x: unknown = value[index];');
        lines.push(...this.valueChecks(item, 'x', indexLabel, `${hint}_item`, '    '));
        lines.push('  }');
        lines.push('  return null;');
        break;
      }
      case 'record': {
        lines.push(`  if (!isRecord(value)) return 'expected an object';`);
        lines.push('  for (const key of Object.keys(value)) {');
        lines.push('    const x = value[key];');
        lines.push(...this.valueChecks(schema.value, 'x', keyLabel, `${hint}_value`, '    '));
        lines.push('  }');
        lines.push('  return null;');
        break;
      }
      default: {
        lines.push(`  return ${leafFails(schema, 'value')} ? ${quote(expectation(schema))} : null;`);
      }
    }
    lines.push('}');
    return lines.join('\n');
  }

  /** Field checks of an object held in `source` (a record); ends with `return null;`. */
  private objectBody(schema: ObjectSchema, source: string, hint: string): string[] {
    const entries = Object.entries(schema.fields);
    const lines: string[] = [];
    entries.forEach(([key, field], index) => {
      const x = `x${index}`;
      lines.push(`  const ${x} = ${source}${access(key)};`);
      lines.push(...this.fieldChecks(key, field, x, hint));
    });
    lines.push('  return null;');
    return lines;
  }

  /** Checks of one field value `x` that may be undefined (absent). */
  fieldChecks(key: string, field: Field, x: string, hint: string): string[] {
    const label = fieldLabel(key);
    const checks = this.valueChecks(unwrap(field), x, label, `${hint}_${key}`, '    ');
    if (field.kind === 'optional') return [`  if (${x} !== undefined) {`, ...checks, '  }'];
    return [`  if (${x} === undefined) return ${label('missing')};`, ...checks.map((line) => line.slice(2))];
  }

  /** The packed-frame builder of an event: read each field's value by its template position. */
  packer(name: string, schema: ObjectSchema): string {
    const entries = Object.entries(schema.fields);
    const fn = packerName(name, schema);
    if (entries.length === 0) return '';
    const lines = [
      `function ${fn}(values: readonly unknown[], mask: number, positions: Int8Array): object | string {`,
    ];
    entries.forEach(([key, field], index) => {
      const x = `x${index}`;
      lines.push(`  const ${x} = valueAt(values, mask, positions[${index}]);`);
      lines.push(...this.fieldChecks(key, field, x, name));
    });
    const required = entries.filter(([, field]) => field.kind !== 'optional');
    const optional = entries.filter(([, field]) => field.kind === 'optional');
    const type = entries
      .map(([key, field]) => `${key}${field.kind === 'optional' ? '?' : ''}: unknown`)
      .join('; ');
    const literal = required.map(([key]) => `${key}: x${entries.findIndex(([other]) => other === key)}`);
    if (optional.length === 0) lines.push(`  return { ${literal.join(', ')} };`);
    else {
      lines.push(`  const payload: { ${type} } = { ${literal.join(', ')} };`);
      for (const [key] of optional) {
        const x = `x${entries.findIndex(([other]) => other === key)}`;
        lines.push(`  if (${x} !== undefined) payload${access(key)} = ${x};`);
      }
      lines.push('  return payload;');
    }
    lines.push('}');
    return lines.join('\n');
  }

  output(): string[] {
    return this.functions;
  }
}

interface Label {
  (message: string): string;
  within(reason: string): string;
}

function label(make: (message: string) => string, within: (reason: string) => string): Label {
  return Object.assign(make, { within });
}

const fieldLabel = (key: string): Label =>
  label(
    (message) => quote(`${key}: ${message}`),
    (reason) => `within(${quote(key)}, ${reason})`,
  );
const indexLabel: Label = label(
  (message) => `\`\${index}: ${message}\``,
  (reason) => `within(String(index), ${reason})`,
);
const keyLabel: Label = label(
  (message) => `\`\${key}: ${message}\``,
  (reason) => `within(key, ${reason})`,
);

export function generateDecoders(): string {
  const generator = new Generator();
  const entries = eventNames.map((name) => {
    const schema = catalogue[name].payload;
    return {
      name,
      check: generator.checkerFor(schema, name),
      packer: packerName(name, schema),
      pack: generator.packer(name, schema),
    };
  });
  const table = entries.map(
    ({ name, check, packer }) => `  ${quote(name)}: { check: ${check}, pack: ${packer} },`,
  );
  return [
    '// Generated by protocol/codegen/generate.ts from the catalogue. Do not edit:',
    '// run `npx tsx protocol/codegen/write.ts` after changing protocol/catalogue.ts.',
    "import { isRecord, packEmpty, valueAt, within } from '../check';",
    "import type { EventName } from '../events';",
    '',
    'export interface EventDecoder {',
    '  /** Checks a plain payload: null when it fits, else the reason. */',
    '  readonly check: (value: unknown) => string | null;',
    '  /** Builds and checks a packed payload; `positions` maps schema field order to template positions (-1: absent). */',
    '  readonly pack: (values: readonly unknown[], mask: number, positions: Int8Array) => object | string;',
    '}',
    '',
    ...generator.output().flatMap((fn) => [fn, '']),
    ...entries.flatMap(({ pack }) => (pack ? [pack, ''] : [])),
    'export const decoders: { readonly [N in EventName]: EventDecoder } = {',
    ...table,
    '};',
    '',
  ].join('\n');
}
