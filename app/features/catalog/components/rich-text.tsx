import { Fragment, type ReactNode } from "react";

/**
 * A node of Shopify's rich-text metafield JSON. Root, paragraph, heading, list, list item and
 * text get their own element; any other type renders only its children.
 */
interface RichTextNode {
  type?: unknown;
  value?: unknown;
  bold?: unknown;
  italic?: unknown;
  listType?: unknown;
  children?: unknown;
}

/** Deeper trees are cut off: real content is a few levels deep, and recursion must end. */
const MAX_DEPTH = 16;

function renderText(node: RichTextNode, key: number): ReactNode {
  const value = typeof node.value === "string" ? node.value : "";
  // Newlines inside text become line breaks.
  let content: ReactNode = value.split("\n").map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
  if (node.italic === true) content = <em>{content}</em>;
  if (node.bold === true) content = <strong>{content}</strong>;
  return <Fragment key={key}>{content}</Fragment>;
}

function renderChildren(node: RichTextNode, depth: number): ReactNode {
  if (!Array.isArray(node.children) || depth > MAX_DEPTH) return null;
  return (node.children as RichTextNode[]).map((child, index) =>
    renderNode(child, index, depth + 1),
  );
}

function renderNode(node: RichTextNode, key: number, depth: number): ReactNode {
  if (!node || typeof node !== "object") return null;
  switch (node.type) {
    case "root":
      return <Fragment key={key}>{renderChildren(node, depth)}</Fragment>;
    case "paragraph":
      return <p key={key}>{renderChildren(node, depth)}</p>;
    case "heading":
      // Every heading level renders as h3 under the section's own heading.
      return <h3 key={key}>{renderChildren(node, depth)}</h3>;
    case "list":
      return node.listType === "ordered" ? (
        <ol key={key}>{renderChildren(node, depth)}</ol>
      ) : (
        <ul key={key}>{renderChildren(node, depth)}</ul>
      );
    case "list-item":
      return <li key={key}>{renderChildren(node, depth)}</li>;
    case "text":
      return renderText(node, key);
    default:
      // Unknown nodes (links included) render only their children, so no URL reaches the page.
      return <Fragment key={key}>{renderChildren(node, depth)}</Fragment>;
  }
}

/**
 * Renders a rich-text metafield value as React elements, never as an HTML string. If the value
 * is not JSON the raw string is shown (as text) and logged: the shopper still reads the
 * description, and the broken metafield shows up in the logs.
 */
export function RichText({ value, className }: { value: string; className?: string }) {
  let tree: unknown;
  try {
    tree = JSON.parse(value);
  } catch (error) {
    console.error("Could not parse rich text", value, error);
    return <div className={className}>{value}</div>;
  }
  return <div className={className}>{renderNode(tree as RichTextNode, 0, 0)}</div>;
}
