import fs from "node:fs";
import {
  buildClientSchema,
  execute,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type IntrospectionQuery,
} from "graphql";
import { checkDocumentShape, checkPageSizes, type QueryLimits } from "./limits";

/** Resolvers receive their parent object; the map is typed loosely so each can name its own. */
export type FieldResolver<Ctx> = (
  source: never,
  args: never,
  context: Ctx,
  info: GraphQLResolveInfo,
) => unknown;
export type ResolverMap<Ctx> = Record<string, Record<string, FieldResolver<Ctx>>>;

type LooseResolver<Ctx> = (
  source: unknown,
  args: unknown,
  context: Ctx,
  info: GraphQLResolveInfo,
) => unknown;

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
}

/** Loads one of Shopify's published introspection files, unmodified. */
export function loadPublishedSchema(file: string): GraphQLSchema {
  const json = JSON.parse(fs.readFileSync(file, "utf8")) as
    IntrospectionQuery | { data: IntrospectionQuery };
  return buildClientSchema("data" in json ? json.data : json, { assumeValid: true });
}

export class NotImplementedError extends GraphQLError {}

interface PreparedDocument {
  document: DocumentNode;
  errors: readonly GraphQLError[];
  operationType: "query" | "mutation" | "subscription" | undefined;
}

const CACHE_SIZE = 500;

/**
 * Executes requests against a published schema with a resolver map. A field the map does not
 * cover and the parent object does not carry answers with an error naming it, so a missing
 * implementation is never mistaken for a null value. Parsed and validated documents are cached
 * by their text because validation against Shopify's large schemas dominates small requests.
 */
export function createExecutor<Ctx>(options: {
  schema: GraphQLSchema;
  resolvers: ResolverMap<Ctx>;
  limits: QueryLimits;
}) {
  const { schema, resolvers, limits } = options;
  const prepared = new Map<string, PreparedDocument>();

  const fieldResolver: GraphQLFieldResolver<unknown, Ctx> = (source, args, context, info) => {
    const resolver = resolvers[info.parentType.name]?.[info.fieldName] as
      LooseResolver<Ctx> | undefined;
    if (resolver) return resolver(source, args, context, info);
    if (source !== null && typeof source === "object" && info.fieldName in source) {
      return (source as Record<string, unknown>)[info.fieldName];
    }
    throw new NotImplementedError(
      `Field '${info.parentType.name}.${info.fieldName}' is not implemented by the local provider.`,
      { extensions: { code: "NOT_IMPLEMENTED" } },
    );
  };

  const typeResolver: GraphQLTypeResolver<unknown, Ctx> = (value) => {
    if (value !== null && typeof value === "object" && "__typename" in value) {
      return String((value as { __typename: unknown }).__typename);
    }
    return undefined;
  };

  function prepare(query: string): PreparedDocument {
    const cached = prepared.get(query);
    if (cached) {
      // Map iteration order doubles as recency for a cheap LRU.
      prepared.delete(query);
      prepared.set(query, cached);
      return cached;
    }
    let entry: PreparedDocument;
    try {
      const document = parse(query, { maxTokens: 10_000 });
      const shapeErrors = checkDocumentShape(document, limits);
      const errors = shapeErrors.length ? shapeErrors : validate(schema, document);
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      entry = { document, errors, operationType: operation?.operation };
    } catch (error) {
      const graphQLError = error instanceof GraphQLError ? error : new GraphQLError(String(error));
      entry = {
        document: { kind: Kind.DOCUMENT, definitions: [] },
        errors: [graphQLError],
        operationType: undefined,
      };
    }
    prepared.set(query, entry);
    if (prepared.size > CACHE_SIZE) {
      const oldest = prepared.keys().next().value;
      if (oldest !== undefined) prepared.delete(oldest);
    }
    return entry;
  }

  async function run(request: GraphQLRequest, context: Ctx): Promise<ExecutionResult> {
    if (request.query.length > limits.maxQueryLength) {
      return {
        errors: [
          new GraphQLError(
            `Query is ${request.query.length} characters long, which exceeds the maximum of ${limits.maxQueryLength}.`,
            { extensions: { code: "MAX_QUERY_SIZE_EXCEEDED" } },
          ),
        ],
      };
    }
    const { document, errors } = prepare(request.query);
    if (errors.length) return { errors: errors.map(withCode) };
    const variables = request.variables ?? {};
    const pageErrors = checkPageSizes(
      document,
      request.operationName ?? undefined,
      variables,
      limits,
    );
    if (pageErrors.length) return { errors: pageErrors };
    const result = await execute({
      schema,
      document,
      variableValues: variables,
      operationName: request.operationName ?? undefined,
      contextValue: context,
      fieldResolver,
      typeResolver,
    });
    return result.errors ? { ...result, errors: result.errors.map(withCode) } : result;
  }

  return { run, prepare };
}

/** Shopify always puts a code in `extensions`; graphql-js validation errors have none. */
function withCode(error: GraphQLError): GraphQLError {
  if (error.extensions.code) return error;
  const original = error.originalError;
  if (original instanceof GraphQLError && original.extensions.code) {
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      originalError: original,
      extensions: original.extensions,
    });
  }
  if (original && !(original instanceof GraphQLError)) {
    // An unexpected exception: its text is for our logs, not for API clients.
    return new GraphQLError("Internal error. Looks like something went wrong on our end.", {
      nodes: error.nodes,
      path: error.path,
      originalError: original,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  }
  const code = error.path ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST";
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}
