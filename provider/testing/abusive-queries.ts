/**
 * Test support: GraphQL requests a hostile client might send, each distinct by `n` so that no
 * cache ever answers one from another.
 */

/** A query whose deepest path has `levels` fields, walking products and collections. */
export function nestedQuery(levels: number, name = "") {
  const steps = ["products(first: 1)", "nodes", "collections(first: 1)", "nodes"];
  let selection = "__typename";
  for (let level = levels - 1; level >= 1; level -= 1) {
    selection = `${steps[(level - 1) % steps.length]} { ${selection} }`;
  }
  return `query ${name} { ${selection} }`;
}

/**
 * In turn: a thousand aliases, a syntax error deep in long text, nesting 15 to 64 levels deep,
 * and nesting thousands deep (past what the parser's recursion can take).
 */
export function abusiveQuery(n: number): { query: string; code: string } {
  switch (n % 4) {
    case 0: {
      const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: shop { name }`).join(" ");
      return { query: `query Abuse${n} { ${aliases} }`, code: "MAX_ALIASES_EXCEEDED" };
    }
    case 1:
      return {
        query: `query Abuse${n} { shop { ${"name ".repeat(3000)} ( } }`,
        code: "BAD_REQUEST",
      };
    case 2:
      return { query: nestedQuery(15 + (n % 50), `Abuse${n}`), code: "MAX_DEPTH_EXCEEDED" };
    default: {
      const levels = 3_000 + (n % 1_000);
      return {
        query: `query Abuse${n} {${" a {".repeat(levels)} b${" }".repeat(levels)} }`,
        code: "MAX_DEPTH_EXCEEDED",
      };
    }
  }
}
