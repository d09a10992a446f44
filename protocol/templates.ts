/**
 * Templates: the ordered event list (wire id = position) and, per event, the ordered field list that
 * packed frames follow. The server sends them first on every connection and may order both lists
 * differently on each one; client code never holds an id.
 */
import { catalogue } from './catalogue';
import { eventNames } from './events';

export interface EventTemplate {
  readonly name: string;
  readonly fields: readonly string[];
}
export type Templates = readonly EventTemplate[];

/** A bitmask is a 31-bit non-negative integer, so a template holds at most 31 fields. */
export const maxTemplateFields = 31;

/**
 * The catalogue's own order: every event except v3.templates (the bootstrap frame, sent by name),
 * with its payload fields in declaration order.
 */
export function catalogueTemplates(): Templates {
  return eventNames
    .filter((name) => name !== 'v3.templates')
    .map((name) => ({ name, fields: Object.keys(catalogue[name].payload.fields) }));
}

/**
 * The same templates with events and fields in a random order, as a server may send them per
 * connection. `random` returns numbers in [0, 1) (inject a seeded source for reproducible runs).
 */
export function shuffleTemplates(templates: Templates, random: () => number): Templates {
  return shuffle(
    templates.map((template) => ({ name: template.name, fields: shuffle(template.fields, random) })),
    random,
  );
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const held = result[i] as T;
    result[i] = result[j] as T;
    result[j] = held;
  }
  return result;
}

/** Why a templates list cannot be used, or null when it can. */
export function templatesProblem(templates: Templates): string | null {
  const seen = new Set<string>();
  for (const [id, template] of templates.entries()) {
    if (seen.has(template.name)) return `event ${template.name} appears twice (ids ${id} and earlier)`;
    seen.add(template.name);
    if (template.fields.length > maxTemplateFields)
      return `${template.name} has ${template.fields.length} fields, more than ${maxTemplateFields}`;
    if (new Set(template.fields).size !== template.fields.length)
      return `${template.name} lists a field twice`;
  }
  return null;
}
