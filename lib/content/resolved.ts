/**
 * Typegen cannot know that `coalesce(field[$lang], field.en)` picks one language, so it types
 * such fields as "the locale object array | the value". The queries always resolve the
 * language, so drop the locale-object branch everywhere in a result type.
 */
type LocaleObject = { _type: `locale${string}` };

export type Resolved<T> =
  T extends Array<infer E>
    ? [E] extends [LocaleObject]
      ? never
      : Array<Resolved<E>>
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;
