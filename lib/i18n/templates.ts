/**
 * Messages whose placeholders the browser fills in. A client island that repeats one message per
 * item (the gallery's "Image 3 of 13" for thirteen images) receives it once, formatted on the
 * server with its placeholders kept, instead of every filled-in copy as props. Only for messages
 * with plain `{name}` placeholders: a plural or select would need the ICU runtime, and
 * templates.test.ts checks that each such message fills in as react-intl formats it.
 */

/** Format-time values that leave the named placeholders in the text. */
export function keepPlaceholders<const Name extends string>(names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<Name, string>;
}

/** Fills `{name}` placeholders in one pass, so a value that itself contains braces stays as it is. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
