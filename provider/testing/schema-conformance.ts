import {
  getDirectiveValues,
  getNamedType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
} from "graphql";
import { loadPublishedSchema } from "../graphql/executor";
import { publishedSchemaFile, type PublishedApi } from "../graphql/published-schemas";
import type { ShippedVersion } from "../graphql/api-versions";

const schemas = new Map<string, GraphQLSchema>();

/** Shopify's published schema of one API in one version, built once per test file. */
export function publishedSchema(api: PublishedApi, version: ShippedVersion): GraphQLSchema {
  const key = `${api}@${version}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = loadPublishedSchema(publishedSchemaFile(api, version));
    schemas.set(key, schema);
  }
  return schema;
}

/**
 * Every way an answer's `data` departs from what the schema promises for the query that asked
 * for it: a null where the field is non-null, a value of the wrong kind, an enum value the type
 * does not have, a field the query selected that is missing, or one it did not select. An empty
 * list means the answer is one Shopify's schema allows.
 */
export function schemaViolations(
  schema: GraphQLSchema,
  query: string | DocumentNode,
  data: unknown,
  operationName?: string,
  variables: Record<string, unknown> = {},
): string[] {
  const document = typeof query === "string" ? parse(query) : query;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const operation = document.definitions.find(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return ["no such operation"];
  const root =
    operation.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
  const problems: string[] = [];

  /** Whether `@include` and `@skip`, with the request's variables, keep a selection. */
  function included(selection: SelectionNode) {
    const skip = getDirectiveValues(GraphQLSkipDirective, selection, variables);
    const include = getDirectiveValues(GraphQLIncludeDirective, selection, variables);
    return skip?.if !== true && include?.if !== false;
  }

  /** The response keys a selection set asks of one concrete object type, with their types. */
  function collect(
    type: GraphQLObjectType,
    selectionSet: SelectionSetNode,
    into: Map<string, { type: GraphQLOutputType; selections: SelectionSetNode[] }>,
  ) {
    for (const selection of selectionSet.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const key = selection.alias?.value ?? name;
        const fieldType =
          name === "__typename" ? schema.getType("String")! : type.getFields()[name]?.type;
        if (!fieldType) {
          problems.push(`${type.name}.${name} is not in the schema`);
          continue;
        }
        const entry = into.get(key) ?? { type: fieldType as GraphQLOutputType, selections: [] };
        if (selection.selectionSet) entry.selections.push(selection.selectionSet);
        into.set(key, entry);
        continue;
      }
      const condition =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection.typeCondition
          : fragments.get(selection.name.value)?.typeCondition;
      const set =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection.selectionSet
          : fragments.get(selection.name.value)?.selectionSet;
      if (!set) continue;
      const conditionType: GraphQLNamedType | undefined = condition
        ? (typeFromAST(schema, condition) as GraphQLNamedType | undefined)
        : type;
      if (!conditionType) continue;
      const applies =
        conditionType === type ||
        (isAbstractType(conditionType) && schema.isSubType(conditionType, type));
      if (applies) collect(type, set, into);
    }
  }

  function check(
    type: GraphQLOutputType,
    value: unknown,
    selections: SelectionSetNode[],
    at: string,
  ) {
    if (isNonNullType(type)) {
      if (value === null || value === undefined) {
        problems.push(`${at}: null for non-null ${String(type)}`);
        return;
      }
      check(type.ofType, value, selections, at);
      return;
    }
    if (value === null) return;
    if (value === undefined) {
      problems.push(`${at}: missing`);
      return;
    }
    if (isListType(type)) {
      if (!Array.isArray(value)) {
        problems.push(`${at}: not a list`);
        return;
      }
      value.forEach((item, i) => check(type.ofType, item, selections, `${at}[${i}]`));
      return;
    }
    const named = getNamedType(type);
    if (isEnumType(named)) {
      if (typeof value !== "string" || !named.getValue(value)) {
        problems.push(`${at}: ${JSON.stringify(value)} is not a ${named.name}`);
      }
      return;
    }
    if (isScalarType(named)) {
      const expected: Record<string, string> = {
        Int: "number",
        Float: "number",
        Boolean: "boolean",
        String: "string",
        ID: "string",
      };
      const kind = expected[named.name];
      if (kind && typeof value !== kind) problems.push(`${at}: not a ${named.name}`);
      if (named.name === "Int" && !Number.isInteger(value)) problems.push(`${at}: not an Int`);
      return;
    }
    if (typeof value !== "object" || Array.isArray(value)) {
      problems.push(`${at}: not an object`);
      return;
    }
    const record = value as Record<string, unknown>;
    let concrete: GraphQLNamedType | undefined = named;
    if (isAbstractType(named)) {
      const typename = record.__typename;
      concrete = typeof typename === "string" ? schema.getType(typename) : undefined;
      if (!concrete || !isObjectType(concrete) || !schema.isSubType(named, concrete)) {
        // Without __typename the concrete type cannot be told; only the interface's own
        // fields are checked then.
        if (typename !== undefined)
          problems.push(`${at}: ${String(typename)} is not a ${named.name}`);
        return;
      }
    }
    if (!isObjectType(concrete)) return;
    const keys = new Map<string, { type: GraphQLOutputType; selections: SelectionSetNode[] }>();
    for (const set of selections) collect(concrete, set, keys);
    for (const [key, entry] of keys)
      check(entry.type, record[key], entry.selections, `${at}.${key}`);
    for (const key of Object.keys(record)) {
      if (!keys.has(key)) problems.push(`${at}.${key}: not selected`);
    }
  }

  if (!root) return ["the schema has no such root type"];
  check(root, data, [operation.selectionSet], operation.name?.value ?? operation.operation);
  return problems;
}
