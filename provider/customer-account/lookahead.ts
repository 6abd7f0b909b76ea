import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * Whether the field being resolved asks for `name` directly below it (through inline fragments
 * and fragment spreads too), so a resolver can load what that child field will need in the same
 * query. Only a hint: answering false costs a query, never a wrong result.
 */
export function selectsField(info: GraphQLResolveInfo | undefined, name: string): boolean {
  if (!info) return false;
  const seen = new Set<string>();
  const search = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      switch (selection.kind) {
        case Kind.FIELD:
          return selection.name.value === name;
        case Kind.INLINE_FRAGMENT:
          return search(selection.selectionSet);
        case Kind.FRAGMENT_SPREAD: {
          const fragment = selection.name.value;
          if (seen.has(fragment)) return false;
          seen.add(fragment);
          return search(info.fragments[fragment]?.selectionSet);
        }
        default:
          return false;
      }
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
