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
 */
export function graphqlDocuments(root: string): Plugin {
  return {
    name: "boutique:graphql-documents",
    enforce: "pre",
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
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
