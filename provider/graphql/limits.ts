import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";

export interface QueryLimits {
  /** Characters of query text. */
  maxQueryLength: number;
  /** Levels of fields on the deepest path: `{ shop { name } }` has two. */
  maxDepth: number;
  maxAliases: number;
  /** Upper bound of objects a query may ask for: the product of nested `first`/`last`. */
  maxNodes: number;
  maxPageSize: number;
}

export const defaultLimits: QueryLimits = {
  maxQueryLength: 50_000,
  // Shopify publishes no depth limit; Hydrogen users have met one of 17 at the Storefront API.
  // The shop's deepest operations (the cart mutations, down to a line's variant image) have 8
  // levels and Hydrogen's skeleton queries about as many, so 14 keeps every query a storefront
  // sends and refuses anything deeper before it is validated or run.
  maxDepth: 14,
  maxAliases: 30,
  // Shopify caps pagination of nested arrays at 25,000 objects.
  maxNodes: 25_000,
  maxPageSize: 250,
};

/** Levels of brackets (`{`, `[`) a query's text may open before it is parsed at all. */
export const MAX_TEXT_NESTING = 100;

/**
 * The deepest nesting of brackets in a query's text, outside strings and comments. graphql-js
 * parses recursively, so a query nested thousands deep would exhaust the stack before the depth
 * limit ever saw its syntax tree; one pass over the text refuses it first. Selections, inline
 * fragments, lists and input objects all nest brackets, so the bound sits far above the depth
 * limit (the shop's deepest operation opens a dozen).
 */
export function textNesting(query: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < query.length; i += 1) {
    const char = query[i];
    if (char === "#") {
      while (i < query.length && query[i] !== "\n" && query[i] !== "\r") i += 1;
    } else if (char === '"') {
      if (query.startsWith('"""', i)) {
        const end = query.indexOf('"""', i + 3);
        i = end === -1 ? query.length : end + 2;
      } else {
        for (i += 1; i < query.length && query[i] !== '"' && query[i] !== "\n"; i += 1) {
          if (query[i] === "\\") i += 1;
        }
      }
    } else if (char === "{" || char === "[") {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === "}" || char === "]") {
      depth -= 1;
    }
  }
  return deepest;
}

/** Depth and alias counts are properties of the document alone, so they are cached with it. */
export function checkDocumentShape(document: DocumentNode, limits: QueryLimits): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  let aliases = 0;
  let maxDepth = 0;
  // `level` is that of the fields directly in `set`; fragments add none. Past one level over
  // the limit the answer is known, so a pathologically deep query costs no more to refuse.
  const visit = (set: SelectionSetNode, level: number, seen: Set<string>) => {
    if (level > maxDepth) maxDepth = level;
    if (level > limits.maxDepth) return;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.alias) aliases += 1;
        if (sel.selectionSet) visit(sel.selectionSet, level + 1, seen);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        visit(sel.selectionSet, level, seen);
      } else {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        visit(fragment.selectionSet, level, new Set(seen).add(name));
      }
    }
  };
  for (const def of document.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION) visit(def.selectionSet, 1, new Set());
  }
  const errors: GraphQLError[] = [];
  if (maxDepth > limits.maxDepth) {
    errors.push(
      new GraphQLError(
        `Query has depth ${maxDepth}, which exceeds the maximum of ${limits.maxDepth}.`,
        {
          extensions: { code: "MAX_DEPTH_EXCEEDED" },
        },
      ),
    );
  }
  if (aliases > limits.maxAliases) {
    errors.push(
      new GraphQLError(
        `Query uses ${aliases} aliases, which exceeds the maximum of ${limits.maxAliases}.`,
        {
          extensions: { code: "MAX_ALIASES_EXCEEDED" },
        },
      ),
    );
  }
  return errors;
}

/**
 * Rejects page sizes over the limit and queries whose nested page sizes multiply past
 * `maxNodes`, before any resolver runs. Variables are needed, so this runs per request.
 */
export function checkPageSizes(
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  limits: QueryLimits,
): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  const errors: GraphQLError[] = [];
  const valueOf = (node: ValueNode): unknown => {
    if (node.kind === Kind.VARIABLE) return variables[node.name.value];
    if (node.kind === Kind.INT) return Number(node.value);
    return undefined;
  };
  let worst = 1;
  const visit = (set: SelectionSetNode, multiplier: number, seen: Set<string>) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        let size: number | undefined;
        for (const arg of sel.arguments ?? []) {
          if (arg.name.value !== "first" && arg.name.value !== "last") continue;
          const value = valueOf(arg.value);
          if (typeof value !== "number") continue;
          if (value < 0 || value > limits.maxPageSize) {
            errors.push(
              new GraphQLError(
                `The ${arg.name.value} argument of ${sel.name.value} must be between 0 and ${limits.maxPageSize}, got ${value}.`,
                { nodes: [arg], extensions: { code: "ARGUMENT_OUT_OF_RANGE" } },
              ),
            );
          }
          size = Math.max(size ?? 0, value);
        }
        const next = size === undefined ? multiplier : multiplier * Math.max(size, 1);
        if (next > worst) worst = next;
        if (sel.selectionSet) visit(sel.selectionSet, next, seen);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        visit(sel.selectionSet, multiplier, seen);
      } else {
        const fragment = fragments.get(sel.name.value);
        if (!fragment || seen.has(sel.name.value)) continue;
        visit(fragment.selectionSet, multiplier, new Set(seen).add(sel.name.value));
      }
    }
  };
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName && def.name?.value !== operationName) continue;
    visit(def.selectionSet, 1, new Set());
  }
  if (worst > limits.maxNodes) {
    errors.push(
      new GraphQLError(
        `Query could return up to ${worst} objects, which exceeds the maximum of ${limits.maxNodes}.`,
        { extensions: { code: "MAX_COST_EXCEEDED" } },
      ),
    );
  }
  return errors;
}
