import { DateTime, evaluateSync, Path, type ExprNode } from 'groq-js';
import type { LakeDocument } from './store.ts';

/**
 * Content Source Maps (Sanity's `resultSourceMap`, https://github.com/sanity-io/content-source-maps):
 * for each value of a query's result, the document and the path it was read from, so
 * @sanity/client can stega-encode edit links into strings and Visual Editing can open that field.
 *
 * groq-js computes results without provenance, so the lake evaluates the query a second time with
 * a tracer of its own: every value carries where it was read from, and
 *
 * - attribute and element access, `->`, projections, object and array literals (with splats),
 *   filters, `[]` maps and flat maps, slices, `order()`, `select()` and `coalesce()` pass values
 *   through, so they keep their origin (`coalesce(title[$lang], title.en)` maps to whichever field
 *   it took);
 * - everything else (operators, other functions, parameters, literals) makes a new value, and a new
 *   value has no origin. Its *value* is still groq-js's own: an operator or function is evaluated by
 *   groq-js on the values the tracer computed (or, where no `^` is involved, the whole expression
 *   by groq-js in the tracer's scope), so filters and conditions decide exactly as they do in the
 *   lake's real evaluation.
 *
 * The traced result must equal groq-js's result (the caller compares the two JSON texts); when it
 * does not, or the query uses what the tracer does not follow (`score()`, selectors, `delta::`),
 * the map is empty. A value the map leaves out is left alone by the client (no edit link), which
 * is always safe; a wrong origin would send an editor to the wrong field, so it is never guessed.
 */

/** How array items are named in source paths: `[2]` (`resultSourceMap=true`) or `[?(@._key=='k')]` (`withKeyArraySelector`). */
export type SourceMapMode = 'index' | 'key';

export interface ContentSourceMapDocument {
  _id: string;
  _type: string;
}

export interface ContentSourceMap {
  documents: ContentSourceMapDocument[];
  paths: string[];
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>;
}

/** A query's evaluation the tracer follows: the same tree, documents, parameters and clock as groq-js's. */
export interface TraceInput {
  tree: ExprNode;
  documents: LakeDocument[];
  params: Record<string, unknown>;
  timestamp: Date;
  /** The stored document a document of `documents` is (a drafts overlay names its draft). */
  storedIdOf: (doc: LakeDocument) => string;
  mode: SourceMapMode;
}

/** The query uses something the tracer does not follow: it answers an empty map. */
export class Untraceable extends Error {}

type Segment = string | number | { _key: string };
/** A path inside a document, as links to the parent path (cheap to extend, rendered once when mapped). */
interface PathLink {
  up: PathLink | null;
  segment: Segment;
}
interface Origin {
  doc: ContentSourceMapDocument;
  path: PathLink | null;
}
/**
 * A value with where it came from: `origin` when the value is found verbatim there (an object or
 * array with an origin is that stored value, so its contents are at paths under it); `fields` and
 * `items` for objects and arrays the query built, naming the origin of each part.
 */
interface Traced {
  value: unknown;
  origin?: Origin;
  fields?: Map<string, Traced>;
  items?: Traced[];
}

interface TraceScope {
  value: Traced;
  parent: TraceScope | null;
  hidden: boolean;
}

const NULL: Traced = { value: null };

/** groq-js's type names for data (its `getType`). */
function typeOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Path) return 'path';
  if (value instanceof DateTime) return 'datetime';
  return typeof value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeOf(value) === 'object';

/** groq-js's scope rules: a hidden scope (`[]` maps) is skipped as a parent by the scopes made inside it. */
function nested(scope: TraceScope, value: Traced, hidden = false): TraceScope {
  return { value, parent: scope.hidden ? scope.parent : scope, hidden };
}

const parameter = (name: string): ExprNode => ({ type: 'Parameter', name });

export function traceSourceMap(input: TraceInput): { result: unknown; sourceMap: ContentSourceMap } {
  const tracer = new Tracer(input);
  const traced = tracer.evaluate(input.tree);
  return { result: traced.value, sourceMap: sourceMapOf(traced) };
}

class Tracer {
  private readonly input: TraceInput;
  private readonly everything: Traced;
  private readonly byId = new Map<string, Traced>();
  private readonly mentionsParent = new WeakMap<object, boolean>();

  constructor(input: TraceInput) {
    this.input = input;
    const docs = new Map<string, ContentSourceMapDocument>();
    const items = input.documents.map((doc): Traced => {
      const id = input.storedIdOf(doc);
      let source = docs.get(id);
      if (!source) docs.set(id, (source = { _id: id, _type: String(doc._type) }));
      if (id === doc._id) return { value: doc, origin: { doc: source, path: null } };
      // A drafts overlay is its draft but for `_id` (the published id) and `_originalId`: those two are made here.
      const origin = source;
      const fields = new Map<string, Traced>();
      for (const [name, value] of Object.entries(doc)) {
        const made = name === '_id' || name === '_originalId';
        fields.set(name, made ? { value } : { value, origin: { doc: origin, path: { up: null, segment: name } } });
      }
      return { value: doc, fields };
    });
    this.everything = { value: input.documents, items };
    // `->` takes the first document with that _id, as groq-js does.
    for (const item of items) {
      const id = (item.value as LakeDocument)._id;
      if (typeof id === 'string' && !this.byId.has(id)) this.byId.set(id, item);
    }
  }

  evaluate(tree: ExprNode): Traced {
    return this.trace(tree, { value: NULL, parent: null, hidden: false });
  }

  /** groq-js's value of `node` evaluated with `root` as `@`, the query's documents and clock. */
  private groq(node: ExprNode, root: unknown, params: Record<string, unknown>): unknown {
    try {
      return evaluateSync(node, {
        root,
        dataset: this.input.documents,
        params,
        timestamp: this.input.timestamp,
      }).data;
    } catch (error) {
      throw new Untraceable(`groq-js could not evaluate a ${node.type} node on its own: ${String(error)}`);
    }
  }

  /** Whether `^` occurs anywhere in the expression (then its parts are evaluated here, in the traced scopes). */
  private hasParent(node: unknown): boolean {
    if (!node || typeof node !== 'object') return false;
    const known = this.mentionsParent.get(node);
    if (known !== undefined) return known;
    const found =
      (node as { type?: unknown }).type === 'Parent' ||
      Object.values(node).some((child) =>
        Array.isArray(child) ? child.some((item) => this.hasParent(item)) : this.hasParent(child),
      );
    this.mentionsParent.set(node, found);
    return found;
  }

  /** A value whose origin does not matter (a condition, an operand): by groq-js whole where it can be. */
  private plain(node: ExprNode, scope: TraceScope): unknown {
    return this.hasParent(node) ? this.trace(node, scope).value : this.groq(node, scope.value.value, this.input.params);
  }

  /** groq-js applies an operator or function to values computed here (`^` resolved by the tracer). */
  private apply(build: (args: ExprNode[]) => ExprNode, operands: ExprNode[], scope: TraceScope): Traced {
    const params: Record<string, unknown> = {};
    const args = operands.map((operand, index) => {
      params[`a${index}`] = this.plain(operand, scope);
      return parameter(`a${index}`);
    });
    return { value: this.groq(build(args), scope.value.value, params) ?? null };
  }

  private attribute(base: Traced, name: string): Traced {
    if (!isObject(base.value) || !Object.prototype.hasOwnProperty.call(base.value, name)) return NULL;
    const value = base.value[name];
    if (value === null || value === undefined) return NULL;
    if (base.fields) return base.fields.get(name) ?? { value };
    if (base.origin) return { value, origin: { doc: base.origin.doc, path: { up: base.origin.path, segment: name } } };
    return { value };
  }

  private element(base: Traced, index: number): Traced {
    const array = base.value as unknown[];
    const value = array[index];
    if (value === null || value === undefined) return NULL;
    if (base.items) return base.items[index] ?? { value };
    if (base.origin) {
      const key = isObject(value) ? value._key : undefined;
      const segment = this.input.mode === 'key' && typeof key === 'string' && key !== '' ? { _key: key } : index;
      return { value, origin: { doc: base.origin.doc, path: { up: base.origin.path, segment } } };
    }
    return { value };
  }

  private elements(array: Traced): Traced[] {
    return (array.value as unknown[]).map((_, index) => this.element(array, index));
  }

  private built(items: Traced[]): Traced {
    return { value: items.map((item) => item.value), items };
  }

  private trace(node: ExprNode, scope: TraceScope): Traced {
    switch (node.type) {
      case 'This':
        return scope.value;
      case 'Parent': {
        let current: TraceScope | null = scope;
        for (let step = 0; step < node.n && current; step++) current = current.parent;
        return current ? current.value : NULL;
      }
      case 'Everything':
        return this.everything;
      case 'Parameter':
        return { value: this.input.params[node.name] ?? null };
      case 'Value':
        return { value: node.value ?? null };
      case 'Group':
        return this.trace(node.base, scope);
      case 'AccessAttribute':
        return this.attribute(node.base ? this.trace(node.base, scope) : scope.value, node.name);
      case 'AccessElement': {
        const base = this.trace(node.base, scope);
        if (!Array.isArray(base.value)) return NULL;
        return this.element(base, node.index < 0 ? node.index + base.value.length : node.index);
      }
      case 'Slice': {
        const base = this.trace(node.base, scope);
        if (!Array.isArray(base.value)) return NULL;
        const length = base.value.length;
        let left = node.left < 0 ? length + node.left : node.left;
        let right = node.right < 0 ? length + node.right : node.right;
        if (node.isInclusive) right++;
        left = Math.max(left, 0);
        right = Math.max(right, 0);
        return this.built(this.elements(base).slice(left, right));
      }
      case 'ArrayCoerce': {
        const base = this.trace(node.base, scope);
        return Array.isArray(base.value) ? base : NULL;
      }
      case 'Deref': {
        const base = this.trace(node.base, scope);
        if (!isObject(base.value) || typeof base.value._ref !== 'string') return NULL;
        return this.byId.get(base.value._ref) ?? NULL;
      }
      case 'Projection': {
        const base = this.trace(node.base, scope);
        return isObject(base.value) ? this.trace(node.expr, nested(scope, base)) : NULL;
      }
      case 'Filter': {
        const base = this.trace(node.base, scope);
        if (!Array.isArray(base.value)) return NULL;
        return this.built(this.elements(base).filter((item) => this.plain(node.expr, nested(scope, item)) === true));
      }
      case 'Map':
      case 'FlatMap': {
        const base = this.trace(node.base, scope);
        if (!Array.isArray(base.value)) return NULL;
        const items: Traced[] = [];
        for (const item of this.elements(base)) {
          const inner = this.trace(node.expr, nested(scope, item, true));
          if (node.type === 'FlatMap' && Array.isArray(inner.value)) items.push(...this.elements(inner));
          else items.push(inner);
        }
        return this.built(items);
      }
      case 'Object': {
        const value: Record<string, unknown> = {};
        const fields = new Map<string, Traced>();
        for (const attribute of node.attributes) {
          if (attribute.type === 'ObjectAttributeValue') {
            const traced = this.trace(attribute.value, scope);
            value[attribute.name] = traced.value;
            fields.set(attribute.name, traced);
            continue;
          }
          if (attribute.type === 'ObjectConditionalSplat' && this.plain(attribute.condition, scope) !== true) continue;
          const splat = this.trace(attribute.value, scope);
          if (!isObject(splat.value)) continue;
          for (const key of Object.keys(splat.value)) {
            value[key] = splat.value[key];
            fields.set(key, this.attribute(splat, key));
          }
        }
        return { value, fields };
      }
      case 'Array': {
        const items: Traced[] = [];
        for (const element of node.elements) {
          const traced = this.trace(element.value, scope);
          if (!element.isSplat) items.push(traced);
          else if (Array.isArray(traced.value)) items.push(...this.elements(traced));
        }
        return this.built(items);
      }
      case 'Select': {
        for (const alternative of node.alternatives) {
          if (this.plain(alternative.condition, scope) === true) return this.trace(alternative.value, scope);
        }
        return node.fallback ? this.trace(node.fallback, scope) : NULL;
      }
      case 'FuncCall': {
        if (node.namespace === 'global' && node.name === 'coalesce') {
          for (const arg of node.args) {
            const traced = this.trace(arg, scope);
            if (typeOf(traced.value) !== 'null') return traced;
          }
          return NULL;
        }
        return this.apply((args) => ({ ...node, args }), node.args, scope);
      }
      case 'PipeFuncCall':
        if (node.name === 'order') return this.order(node.base, node.args, scope);
        throw new Untraceable(`the pipe function ${node.name}() is not traced`);
      case 'OpCall':
        return this.apply(([left, right]) => ({ ...node, left: left!, right: right! }), [node.left, node.right], scope);
      case 'And':
      case 'Or':
        return this.apply(([left, right]) => ({ ...node, left: left!, right: right! }), [node.left, node.right], scope);
      case 'Not':
      case 'Neg':
      case 'Pos':
        return this.apply(([base]) => ({ ...node, base: base! }), [node.base], scope);
      case 'InRange':
        return this.apply(
          ([base, left, right]) => ({ ...node, base: base!, left: left!, right: right! }),
          [node.base, node.left, node.right],
          scope,
        );
      case 'Asc':
      case 'Desc':
        return NULL;
      case 'Context':
        return { value: this.groq(node, scope.value.value, this.input.params) ?? null };
      default:
        throw new Untraceable(`${node.type} is not traced`);
    }
  }

  /**
   * `order()`: the sort keys are computed here per item (in its scope, as groq-js does); groq-js
   * sorts rows of those keys with their positions, so its ordering rules decide, and the items
   * follow with their origins.
   */
  private order(baseNode: ExprNode, args: ExprNode[], scope: TraceScope): Traced {
    const base = this.trace(baseNode, scope);
    if (!Array.isArray(base.value)) return NULL;
    const items = this.elements(base);
    const keys = args.map((arg) => (arg.type === 'Asc' || arg.type === 'Desc' ? arg.base : arg));
    const rows = items.map((item, position) => ({
      keys: keys.map((key) => this.plain(key, nested(scope, item))),
      position,
    }));
    const sortBy: ExprNode[] = args.map((arg, index) => {
      const key: ExprNode = {
        type: 'AccessElement',
        base: { type: 'AccessAttribute', name: 'keys' },
        index,
      };
      return arg.type === 'Desc' ? { type: 'Desc', base: key } : key;
    });
    const sorted = this.groq({ type: 'PipeFuncCall', name: 'order', base: parameter('rows'), args: sortBy }, null, {
      rows,
    }) as { position: number }[];
    return this.built(sorted.map((row) => items[row.position]!));
  }
}

/** A normalised JSONPath as Sanity writes them: `$['a'][0]` or `$['a'][?(@._key=='k')]`. */
function jsonPath(segments: Segment[]): string {
  const quoted = (text: string) =>
    text.replace(
      /[\f\n\r\t'\\]/g,
      (match) => ({ '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[match] ?? `\\${match}`,
    );
  return `$${segments
    .map((segment) =>
      typeof segment === 'string'
        ? `['${quoted(segment)}']`
        : typeof segment === 'number'
          ? `[${segment}]`
          : `[?(@._key=='${segment._key.replace(/['\\]/g, (match) => `\\${match}`)}')]`,
    )
    .join('')}`;
}

function segmentsOf(path: PathLink | null): Segment[] {
  const segments: Segment[] = [];
  for (let link = path; link; link = link.up) segments.unshift(link.segment);
  return segments;
}

/** One mapping per value with an origin (not below it: the client resolves by the longest prefix). */
function sourceMapOf(root: Traced): ContentSourceMap {
  const documents: ContentSourceMapDocument[] = [];
  const documentIndex = new Map<ContentSourceMapDocument, number>();
  const paths: string[] = [];
  const pathIndex = new Map<string, number>();
  const mappings: ContentSourceMap['mappings'] = {};
  const index = <K>(table: Map<K, number>, list: K[], key: K) => {
    let found = table.get(key);
    if (found === undefined) {
      found = list.push(key) - 1;
      table.set(key, found);
    }
    return found;
  };
  const visit = (traced: Traced, at: Segment[]) => {
    if (traced.value === null || traced.value === undefined) return;
    if (traced.origin) {
      const { doc, path } = traced.origin;
      mappings[jsonPath(at)] = {
        type: 'value',
        source: {
          type: 'documentValue',
          document: index(documentIndex, documents, doc),
          path: index(pathIndex, paths, jsonPath(segmentsOf(path))),
        },
      };
      return;
    }
    // The built object's own keys: what JSON shows (a `__proto__` attribute, say, is not one).
    if (traced.fields) {
      for (const key of Object.keys(traced.value as object)) {
        const field = traced.fields.get(key);
        if (field) visit(field, [...at, key]);
      }
    }
    if (traced.items) traced.items.forEach((item, position) => visit(item, [...at, position]));
  };
  visit(root, []);
  return { documents, paths, mappings };
}
