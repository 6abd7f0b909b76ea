import { describe, expect, test } from "vitest";
import { documentText, splitDocumentImports } from "./vite-graphql-documents";

const GENERATED = `export class TypedDocumentString {}
export const CartDocument = new TypedDocumentString(\`
    query Cart($cartId: ID!) { cart(id: $cartId) { ...CartFields } }
    fragment CartFields on Cart { id }\`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const CartNoteUpdateDocument = new TypedDocumentString(\`
    mutation CartNoteUpdate($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { cart { id } } }\`) as unknown as TypedDocumentString<A, B>;
`;

describe("one module per generated document", () => {
  test("each document imported from the generated file gets an import of its own", () => {
    const code = `import { CartDocument, CartNoteUpdateDocument } from "../../../graphql/storefront/graphql";\nconst a = CartDocument;`;
    expect(splitDocumentImports(code, "storefront")).toBe(
      [
        `import { CartDocument } from "virtual:graphql-document/storefront/CartDocument";`,
        `import { CartNoteUpdateDocument } from "virtual:graphql-document/storefront/CartNoteUpdateDocument";`,
        "const a = CartDocument;",
      ].join("\n"),
    );
    // Other imports stay as they are.
    const other = `import { graphql } from "~/graphql/storefront";`;
    expect(splitDocumentImports(other, "storefront")).toBe(other);
  });

  test("a document's text is its literal, fragments included; an unknown name is null", () => {
    expect(documentText(GENERATED, "CartDocument")).toBe(
      "\n    query Cart($cartId: ID!) { cart(id: $cartId) { ...CartFields } }\n    fragment CartFields on Cart { id }",
    );
    expect(documentText(GENERATED, "CartNoteUpdateDocument")).toContain("mutation CartNoteUpdate");
    expect(documentText(GENERATED, "ProductDocument")).toBeNull();
  });
});
