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

/** In turn: a thousand aliases, a syntax error deep in long text, nesting 15 to 64 levels deep. */
export function abusiveQuery(n: number): { query: string; code: string } {
  switch (n % 3) {
    case 0: {
      const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: shop { name }`).join(" ");
      return { query: `query Abuse${n} { ${aliases} }`, code: "MAX_ALIASES_EXCEEDED" };
    }
    case 1:
      return {
        query: `query Abuse${n} { shop { ${"name ".repeat(3000)} ( } }`,
        code: "BAD_REQUEST",
      };
    default:
      return { query: nestedQuery(15 + (n % 50), `Abuse${n}`), code: "MAX_DEPTH_EXCEEDED" };
  }
}
