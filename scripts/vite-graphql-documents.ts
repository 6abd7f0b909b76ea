import fs from "node:fs";
import path from "node:path";
import { transformAsync } from "@babel/core";
import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import type { Plugin } from "vite";

/**
 * Replaces each `graphql(\`…\`)` call of the app with an import of the one generated document
 * it names (GraphQL Codegen's own Babel plugin), at build time. Without it every page's first
 * load carried `gql.ts`: a map from each operation's full text to its document, so every
 * operation the app has (the sitemap's and the account's included) travelled twice. The
 * generated documents are marked pure here (codegen's client preset does not pass its
 * `pureMagicComment` option on), so those no browser module uses are dropped from the bundle.
 *
 * Each document the app imports is then a module of its own (`virtual:graphql-document/…`),
 * holding only its text: a module goes whole into one chunk, so while every document lived in
 * the generated `graphql.ts`, an operation only the lazy cart engine or the account sends still
 * travelled with every page's first load. Now each ships with the code that sends it.
 */
export function graphqlDocuments(root: string): Plugin {
  const generated = (api: string) => path.join(root, "app/graphql", api, "graphql.ts");
  return {
    name: "boutique:graphql-documents",
    enforce: "pre",
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const [api = "", name = ""] = id.slice(`\0${VIRTUAL}/`.length).split("/");
      const file = generated(api);
      this.addWatchFile(file);
      const text = documentText(fs.readFileSync(file, "utf8"), name);
      if (text === null) this.error(`${name} is not a generated ${api} document`);
      // Only `toString()` is read (the clients send it as the query's text).
      return `export const ${name} = /*#__PURE__*/ Object.freeze({ toString: () => ${JSON.stringify(text)} });\n`;
    },
    async transform(code, id) {
      const file = id.split("?")[0]!.replace(/\\/g, "/");
      if (/\/app\/graphql\/[^/]+\/graphql\.ts$/.test(file)) {
        return code.replaceAll(
          "= new TypedDocumentString(",
          "= /*#__PURE__*/ new TypedDocumentString(",
        );
      }
      if (!/\/app\/.+\.tsx?$/.test(file) || file.includes("/app/graphql/")) return null;
      if (!code.includes("graphql(`")) return null;
      const api = file.endsWith(".customer.ts") ? "customer-account" : "storefront";
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [
          [
            babelOptimizerPlugin,
            { artifactDirectory: path.join(root, "app/graphql", api), gqlTagName: "graphql" },
          ],
        ],
      });
      if (!result?.code) return null;
      return { code: splitDocumentImports(result.code, api), map: result.map };
    },
  };
}

const VIRTUAL = "virtual:graphql-document";

/** `import { ADocument, BDocument } from "…/graphql/<api>/graphql"` → one import per document. */
export function splitDocumentImports(code: string, api: string): string {
  return code.replace(
    /import \{([^}]+)\} from "[^"]*\/graphql\/(?:storefront|customer-account)\/graphql";/g,
    (_, names: string) =>
      names
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => `import { ${name} } from "${VIRTUAL}/${api}/${name}";`)
        .join("\n"),
  );
}

/** The text of generated document `name` (fragments included), or null. */
export function documentText(source: string, name: string): string | null {
  const start = source.indexOf(`export const ${name} = new TypedDocumentString(\``);
  if (start === -1) return null;
  const from = source.indexOf("`", start) + 1;
  const to = source.indexOf("`", from);
  // Codegen escapes nothing in a document (GraphQL has no backquotes or `${`), so the literal's
  // text is the document's.
  return source.slice(from, to);
}
