/**
 * Tiny Portable Text builders for the seed copy. Array `_key`s of blocks and spans are added
 * by the dataset build; link annotations get their keys here because spans refer to them.
 */

type Decorator = 'strong' | 'em';
export type Span = { _type: 'span'; text: string; marks: string[] };
export type MarkDef = { _type: 'link'; _key: string; href: string };
export type Block = {
  _type: 'block';
  style: 'normal' | 'h3';
  listItem?: 'bullet';
  level?: number;
  markDefs: MarkDef[];
  children: Span[];
};
/** Plain text, decorated text, or a link. */
export type Inline = string | { text: string; marks: Decorator[] } | { text: string; href: string };

export const strong = (text: string): Inline => ({ text, marks: ['strong'] });
export const link = (text: string, href: string): Inline => ({ text, href });

function block(style: Block['style'], parts: Inline[], listItem?: 'bullet'): Block {
  const markDefs: MarkDef[] = [];
  const children = parts.map((part): Span => {
    if (typeof part === 'string') return { _type: 'span', text: part, marks: [] };
    if ('href' in part) {
      const key = `link${markDefs.length + 1}`;
      markDefs.push({ _type: 'link', _key: key, href: part.href });
      return { _type: 'span', text: part.text, marks: [key] };
    }
    return { _type: 'span', text: part.text, marks: [...part.marks] };
  });
  return { _type: 'block', style, ...(listItem ? { listItem, level: 1 } : {}), markDefs, children };
}

export const h3 = (text: string): Block => block('h3', [text]);
export const p = (...parts: Inline[]): Block => block('normal', parts);
export const bullets = (...items: Inline[][]): Block[] => items.map((parts) => block('normal', parts, 'bullet'));
/** Shorthand for a bullet list of plain strings. */
export const list = (...items: string[]): Block[] => bullets(...items.map((item) => [item]));
