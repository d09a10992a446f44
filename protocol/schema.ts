/**
 * The payload schema language of the v3 catalogue. Schemas are plain data, so one definition feeds
 * the TypeScript types (`Infer`), the compiled runtime checks, the encoder, the test arbitraries and
 * the catalogue table in docs/protocol.md.
 */

export type Schema =
  | { readonly kind: 'string' }
  | { readonly kind: 'int' }
  | { readonly kind: 'number' }
  | { readonly kind: 'boolean' }
  /** A settings value: string, finite number, boolean or null. */
  | { readonly kind: 'scalar' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'array'; readonly item: Schema }
  | { readonly kind: 'record'; readonly value: Schema }
  | { readonly kind: 'nullable'; readonly inner: Schema }
  | ObjectSchema;

/** An object field that may be absent. Absent means the key is missing: `null` is not absence. */
export interface OptionalField<S extends Schema = Schema> {
  readonly kind: 'optional';
  readonly inner: S;
}

export type Field = Schema | OptionalField;
export type Fields = { readonly [key: string]: Field };

/** Field order matters: it is the default template order of a top-level payload. */
export interface ObjectSchema<F extends Fields = Fields> {
  readonly kind: 'object';
  readonly fields: F;
}

/** Builders, so the catalogue reads like a type declaration. */
export const s = {
  string: () => ({ kind: 'string' }) as const,
  int: () => ({ kind: 'int' }) as const,
  number: () => ({ kind: 'number' }) as const,
  boolean: () => ({ kind: 'boolean' }) as const,
  scalar: () => ({ kind: 'scalar' }) as const,
  enum: <const V extends readonly string[]>(values: V) => ({ kind: 'enum', values }) as const,
  array: <I extends Schema>(item: I) => ({ kind: 'array', item }) as const,
  record: <V extends Schema>(value: V) => ({ kind: 'record', value }) as const,
  nullable: <I extends Schema>(inner: I) => ({ kind: 'nullable', inner }) as const,
  object: <F extends Fields>(fields: F): ObjectSchema<F> => ({ kind: 'object', fields }),
  optional: <I extends Schema>(inner: I): OptionalField<I> => ({ kind: 'optional', inner }),
};

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type OptionalKeys<F> = { [K in keyof F]: F[K] extends { kind: 'optional' } ? K : never }[keyof F];

type InferFields<F> = Simplify<
  { readonly [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & {
    readonly [K in OptionalKeys<F>]?: F[K] extends OptionalField<infer I> ? Infer<I> : never;
  }
>;

/** The TypeScript type of the values a schema accepts. */
export type Infer<S> = S extends { kind: 'string' }
  ? string
  : S extends { kind: 'int' } | { kind: 'number' }
    ? number
    : S extends { kind: 'boolean' }
      ? boolean
      : S extends { kind: 'scalar' }
        ? string | number | boolean | null
        : S extends { kind: 'enum'; values: readonly (infer V)[] }
          ? V
          : S extends { kind: 'array'; item: infer I }
            ? readonly Infer<I>[]
            : S extends { kind: 'record'; value: infer V }
              ? { readonly [key: string]: Infer<V> }
              : S extends { kind: 'nullable'; inner: infer I }
                ? Infer<I> | null
                : S extends { kind: 'object'; fields: infer F }
                  ? InferFields<F>
                  : never;
