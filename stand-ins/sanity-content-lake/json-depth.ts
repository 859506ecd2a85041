/**
 * How deep request JSON may nest arrays and objects. Deeper JSON is refused on arrival, before
 * anything walks it recursively (structuredClone, the patch engine, groq-js, a worker message),
 * where thousands of levels overflow the stack. Sanity keeps documents within 20 attribute levels,
 * so anything it accepts fits with room to spare.
 */
export const MAX_JSON_DEPTH = 100;

/** Whether `value` nests arrays and objects deeper than `limit` (`{}` is 1 deep), walked without recursion. */
export function nestedDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const pending: [object, number][] = value && typeof value === 'object' ? [[value, 1]] : [];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (depth > limit) return true;
    for (const child of Object.values(node)) {
      if (child && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}
