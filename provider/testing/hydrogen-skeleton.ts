import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Kind, parse, print, type DefinitionNode } from "graphql";

const require = createRequire(import.meta.url);

/**
 * The GraphQL operations of Hydrogen's skeleton storefront, read at test time from the starter
 * template that `npm create @shopify/hydrogen` copies (published in @shopify/create-hydrogen,
 * pinned in package.json), never copied into this repository. Each route or module declares
 * its documents as `const NAME = \`#graphql …\``, interpolating fragments by name from the same
 * file or from `app/lib/fragments.ts`; they are put together here as Hydrogen's build does, one
 * definition of each fragment per document.
 */
export interface SkeletonOperation {
  name: string;
  /** The starter file it comes from, relative to its `app/` folder. */
  file: string;
  api: "storefront" | "customer-account";
  query: string;
}

export function skeletonApp(): string {
  const root = path.dirname(require.resolve("@shopify/create-hydrogen/package.json"));
  return path.join(root, "dist/assets/hydrogen/starter/app");
}

const DOCUMENT = /const\s+([A-Z0-9_]+)\s*=\s*`#graphql([\s\S]*?)`/g;

function documentsIn(file: string): Map<string, string> {
  const text = fs.readFileSync(file, "utf8");
  return new Map([...text.matchAll(DOCUMENT)].map((m) => [m[1]!, m[2]!]));
}

export function skeletonOperations(): SkeletonOperation[] {
  const app = skeletonApp();
  const files = ["routes", "lib", "graphql/customer-account"].flatMap((dir) =>
    fs
      .readdirSync(path.join(app, dir))
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(dir, name)),
  );
  const shared = documentsIn(path.join(app, "lib/fragments.ts"));
  const operations: SkeletonOperation[] = [];
  for (const file of files) {
    const own = documentsIn(path.join(app, file));
    const resolve = (text: string, depth = 0): string =>
      text.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
        const found = own.get(name) ?? shared.get(name);
        if (found === undefined || depth > 10) throw new Error(`${file}: no document ${name}`);
        return resolve(found, depth + 1);
      });
    for (const raw of own.values()) {
      const document = parse(resolve(raw));
      const seen = new Set<string>();
      const definitions = document.definitions.filter((d: DefinitionNode) => {
        if (d.kind !== Kind.FRAGMENT_DEFINITION) return true;
        if (seen.has(d.name.value)) return false;
        seen.add(d.name.value);
        return true;
      });
      for (const definition of definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
        operations.push({
          name: definition.name.value,
          file,
          api: file.startsWith("graphql/customer-account") ? "customer-account" : "storefront",
          query: print({ ...document, definitions }),
        });
      }
    }
  }
  return operations;
}

/** One of `app/lib/fragments.ts`'s documents, its interpolations resolved (the cart's fragment). */
export function skeletonFragment(name: string): string {
  const shared = documentsIn(path.join(skeletonApp(), "lib/fragments.ts"));
  const resolve = (text: string): string =>
    text.replace(/\$\{([A-Z0-9_]+)\}/g, (_, inner: string) => resolve(shared.get(inner) ?? ""));
  const found = shared.get(name);
  if (found === undefined) throw new Error(`the skeleton has no ${name}`);
  return resolve(found);
}
