import * as typescriptParser from "@typescript-eslint/parser";

/**
 * The parser import-x reads imported modules with (`import-x/parsers` in eslint.config.js):
 * typescript-eslint's, with every import and re-export marked as a value one. `import-x/no-cycle`
 * skips type-only links and has no option to keep them, so a cycle closed by an `import type`
 * went unreported. The file being linted keeps its real marks (other rules read them), so a
 * cycle is reported in the files whose own link in it is a value import; a cycle made of type
 * links alone still is not.
 */
export function parseForESLint(code, options) {
  const result = typescriptParser.parseForESLint(code, options);
  for (const node of result.ast.body) {
    if (node.type === "ImportDeclaration") {
      node.importKind = "value";
      for (const specifier of node.specifiers) {
        if (specifier.type === "ImportSpecifier") specifier.importKind = "value";
      }
    } else if (node.type === "ExportNamedDeclaration" && node.source) {
      node.exportKind = "value";
      for (const specifier of node.specifiers) specifier.exportKind = "value";
    } else if (node.type === "ExportAllDeclaration") {
      node.exportKind = "value";
    }
  }
  return result;
}
