import fs from "node:fs";
import {
  BREAK,
  buildClientSchema,
  GraphQLError,
  isAbstractType,
  isObjectType,
  Kind,
  parse,
  validate,
  visit,
  type ASTNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type IntrospectionQuery,
} from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import type { ShippedVersion } from "./api-versions";
import {
  checkDocumentShape,
  checkPageSizes,
  MAX_TEXT_NESTING,
  type QueryLimits,
  textNesting,
} from "./limits";

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
  /** Every operation in the document is a query: running it changes nothing. */
  queriesOnly: boolean;
  /** Compiled executions by operation name ("" for the only one), made on first use. */
  compiled: Map<string, CompiledQuery | ExecutionResult>;
}

const CACHE_SIZE = 500;
// A prepared document costs about a hundred times its text in memory (the syntax tree holds
// every token, and graphql-jit's compiled code grows with the fields selected), so the cache is
// bounded by the text it holds as well: a quarter of a million characters, many times every
// query the shop sends, keeps a stream of distinct valid queries to a few tens of megabytes.
const CACHE_CHARACTERS = 256 * 1024;

/**
 * Executes requests against a published schema with a resolver map. A field the map does not
 * cover and the parent object does not carry answers with an error naming it, so a missing
 * implementation is never mistaken for a null value. Parsed and validated documents are cached
 * by their text because validation against Shopify's large schemas dominates small requests,
 * and each is compiled once with graphql-jit: the shop grid resolves thousands of fields per
 * request, where graphql-js's interpreter spends most of its time on bookkeeping.
 */
export function createExecutor<Ctx>(options: {
  schema: GraphQLSchema;
  resolvers: ResolverMap<Ctx>;
  limits: QueryLimits;
}) {
  const { schema, resolvers, limits } = options;
  const prepared = new Map<string, PreparedDocument>();
  let preparedCharacters = 0;
  attachResolvers(schema, resolvers);

  // The most recent failure alone, so the two looks a request takes at one query (cache key,
  // then execution) parse it once. Failures are never kept beyond that: a stream of distinct
  // broken or abusive queries (syntax errors, a thousand aliases, deep nesting) would otherwise
  // fill the cache with their syntax trees, each holding every token of its text.
  let lastFailure: { query: string; entry: PreparedDocument } | undefined;

  function prepare(query: string): PreparedDocument {
    const cached = prepared.get(query);
    if (cached) {
      // Map iteration order doubles as recency for a cheap LRU.
      prepared.delete(query);
      prepared.set(query, cached);
      return cached;
    }
    if (lastFailure?.query === query) return lastFailure.entry;
    const entry = parseAndValidate(query);
    if (entry.errors.length) {
      lastFailure = { query, entry };
      return entry;
    }
    prepared.set(query, entry);
    preparedCharacters += query.length;
    while (prepared.size > CACHE_SIZE || preparedCharacters > CACHE_CHARACTERS) {
      const oldest = prepared.keys().next().value as string;
      prepared.delete(oldest);
      preparedCharacters -= oldest.length;
    }
    return entry;
  }

  function parseAndValidate(query: string): PreparedDocument {
    const nesting = textNesting(query);
    if (nesting > MAX_TEXT_NESTING) {
      return failed(
        new GraphQLError(
          `Query nests ${nesting} levels of brackets, which exceeds the maximum of ${MAX_TEXT_NESTING}.`,
          { extensions: { code: "MAX_DEPTH_EXCEEDED" } },
        ),
      );
    }
    try {
      const document = parse(query, { maxTokens: 10_000 });
      const shapeErrors = checkDocumentShape(document, limits);
      const errors = shapeErrors.length
        ? shapeErrors
        : validate(schema, document).map((error) => asShopifyValidationError(error, document));
      const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
      return {
        document,
        errors,
        queriesOnly: operations.every((operation) => operation.operation === "query"),
        compiled: new Map(),
      };
    } catch (error) {
      // Anything but graphql-js's own syntax errors is named without our internals.
      return failed(
        error instanceof GraphQLError
          ? error
          : new GraphQLError("Syntax Error: the query could not be read.", {
              extensions: { code: "BAD_REQUEST" },
            }),
      );
    }
  }

  function failed(error: GraphQLError): PreparedDocument {
    return {
      document: { kind: Kind.DOCUMENT, definitions: [] },
      errors: [error],
      queriesOnly: false,
      compiled: new Map(),
    };
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
    const entry = prepare(request.query);
    const { document, errors } = entry;
    if (errors.length) return { errors: errors.map(withCode) };
    const variables = request.variables ?? {};
    const pageErrors = checkPageSizes(
      document,
      request.operationName ?? undefined,
      variables,
      limits,
    );
    if (pageErrors.length) return { errors: pageErrors };
    const operationName = request.operationName ?? "";
    let compiled = entry.compiled.get(operationName);
    if (!compiled) {
      compiled = compileQuery(schema, document, operationName || undefined);
      entry.compiled.set(operationName, compiled);
    }
    if (!isCompiledQuery(compiled)) return { errors: (compiled.errors ?? []).map(withCode) };
    const result = await compiled.query(undefined, context, variables);
    return result.errors ? { ...result, errors: result.errors.map(withCode) } : result;
  }

  return { run, prepare, schema };
}

export type Executor<Ctx> = ReturnType<typeof createExecutor<Ctx>>;

/**
 * One executor per API version, each validating against that version's published schema, all
 * sharing one resolver map (a resolver for a type or field a version lacks is simply not
 * attached there). Building an executable schema from Shopify's introspection file takes a
 * noticeable moment and memory, so each version's is built on its first request and kept.
 */
export function createVersionedExecutors<Ctx>(options: {
  schemaFile: (version: ShippedVersion) => string;
  resolvers: ResolverMap<Ctx>;
  limits: QueryLimits;
}) {
  const built = new Map<ShippedVersion, Executor<Ctx>>();
  return function executorFor(version: ShippedVersion): Executor<Ctx> {
    let executor = built.get(version);
    if (!executor) {
      executor = createExecutor({
        schema: loadPublishedSchema(options.schemaFile(version)),
        resolvers: options.resolvers,
        limits: options.limits,
      });
      built.set(version, executor);
    }
    return executor;
  };
}

/**
 * Gives every field of the schema its resolver: the map's own, or a read of the parent's
 * property of that name that fails loudly when the parent does not carry it. Abstract types
 * resolve by the `__typename` the resolvers put on their objects.
 */
function attachResolvers<Ctx>(schema: GraphQLSchema, resolvers: ResolverMap<Ctx>) {
  const typeResolver: GraphQLTypeResolver<unknown, Ctx> = (value) => {
    if (value !== null && typeof value === "object" && "__typename" in value) {
      return String((value as { __typename: unknown }).__typename);
    }
    return undefined;
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isAbstractType(type)) type.resolveType = typeResolver;
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const own = resolvers[type.name]?.[field.name] as LooseResolver<Ctx> | undefined;
      field.resolve = own ?? propertyOrNotImplemented(type.name, field.name);
    }
  }
}

function propertyOrNotImplemented(
  typeName: string,
  fieldName: string,
): GraphQLFieldResolver<unknown, unknown> {
  return (source) => {
    if (source !== null && typeof source === "object" && fieldName in source) {
      return (source as Record<string, unknown>)[fieldName];
    }
    throw new NotImplementedError(
      `Field '${typeName}.${fieldName}' is not implemented by the local provider.`,
      { extensions: { code: "NOT_IMPLEMENTED" } },
    );
  };
}

/**
 * Shopify validates with graphql-ruby, whose wording and codes clients see when a field or an
 * argument does not exist in the version they asked for (the commonest error after a version
 * change), e.g. `Field 'presentmentPrices' doesn't exist on type 'ProductVariant'` with
 * `{"code":"undefinedField","typeName":"ProductVariant","fieldName":"presentmentPrices"}` and
 * the path to it. graphql-js's errors for those rules are rewritten to that shape; others
 * keep graphql-js's wording with a code.
 */
const SHOPIFY_VALIDATION_ERRORS: {
  pattern: RegExp;
  shape: (match: RegExpMatchArray) => { message: string; extensions: Record<string, string> };
}[] = [
  {
    pattern: /^Cannot query field "([^"]+)" on type "([^"]+)"\./,
    shape: ([, field, type]) => ({
      message: `Field '${field}' doesn't exist on type '${type}'`,
      extensions: { code: "undefinedField", typeName: type!, fieldName: field! },
    }),
  },
  {
    pattern: /^Field "([^"]+)" is not defined by type "([^"]+)"\./,
    shape: ([, field, type]) => ({
      message: `InputObject '${type}' doesn't accept argument '${field}'`,
      extensions: {
        code: "argumentNotAccepted",
        name: type!,
        typeName: "InputObject",
        argumentName: field!,
      },
    }),
  },
  {
    pattern: /^Unknown argument "([^"]+)" on field "[^".]+\.([^"]+)"\./,
    shape: ([, argument, field]) => ({
      message: `Field '${field}' doesn't accept argument '${argument}'`,
      extensions: {
        code: "argumentNotAccepted",
        name: field!,
        typeName: "Field",
        argumentName: argument!,
      },
    }),
  },
  {
    pattern: /^Unknown argument "([^"]+)" on directive "@([^"]+)"\./,
    shape: ([, argument, directive]) => ({
      message: `Directive '${directive}' doesn't accept argument '${argument}'`,
      extensions: {
        code: "argumentNotAccepted",
        name: directive!,
        typeName: "Directive",
        argumentName: argument!,
      },
    }),
  },
  {
    pattern:
      /^Field "([^"]+)" argument "([^"]+)" of type "[^"]+" is required, but it was not provided\./,
    shape: ([, field, argument]) => ({
      message: `Field '${field}' is missing required arguments: ${argument}`,
      extensions: {
        code: "missingRequiredArguments",
        className: "Field",
        name: field!,
        arguments: argument!,
      },
    }),
  },
];

function asShopifyValidationError(error: GraphQLError, document: DocumentNode): GraphQLError {
  for (const { pattern, shape } of SHOPIFY_VALIDATION_ERRORS) {
    const match = error.message.match(pattern);
    if (!match) continue;
    const { message, extensions } = shape(match);
    const node = error.nodes?.[0];
    return new GraphQLError(message, {
      nodes: error.nodes,
      path: node ? documentPath(document, node) : undefined,
      extensions,
    });
  }
  return error;
}

/**
 * graphql-ruby's path to a node of the query: the operation (`query`, `mutation Name`) or
 * `fragment Name`, then each field (by its alias), inline fragment (`... on Type`), argument and
 * input field down to it.
 */
function documentPath(document: DocumentNode, target: ASTNode): string[] | undefined {
  let path: string[] | undefined;
  visit(document, {
    enter(node, _key, _parent, _path, ancestors) {
      if (node !== target) return undefined;
      path = [...ancestors, node].flatMap((ancestor) => {
        if (Array.isArray(ancestor) || !("kind" in ancestor)) return [];
        const step = ancestor as ASTNode;
        switch (step.kind) {
          case Kind.OPERATION_DEFINITION:
            return [step.name ? `${step.operation} ${step.name.value}` : step.operation];
          case Kind.FRAGMENT_DEFINITION:
            return [`fragment ${step.name.value}`];
          case Kind.FIELD:
            return [step.alias?.value ?? step.name.value];
          case Kind.INLINE_FRAGMENT:
            return [step.typeCondition ? `... on ${step.typeCondition.name.value}` : "..."];
          case Kind.ARGUMENT:
          case Kind.OBJECT_FIELD:
            return [step.name.value];
          default:
            return [];
        }
      });
      return BREAK;
    },
  });
  return path;
}

/**
 * Shopify always puts a code in `extensions`; graphql-js validation errors have none, and
 * graphql-jit's execution errors carry only the extensions of the error a resolver threw.
 */
function withCode(error: GraphQLError): GraphQLError {
  const extensions = error.extensions ?? {};
  if (extensions.code) return error;
  const original = error.originalError;
  let message = error.message;
  let codedExtensions: GraphQLError["extensions"];
  if (original instanceof GraphQLError && original.extensions.code) {
    codedExtensions = original.extensions;
  } else if (original && !(original instanceof GraphQLError)) {
    // An unexpected exception: its text is for our logs, not for API clients.
    message = "Internal error. Looks like something went wrong on our end.";
    codedExtensions = { code: "INTERNAL_SERVER_ERROR" };
  } else {
    codedExtensions = { ...extensions, code: error.path ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST" };
  }
  const coded = new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: original,
    extensions: codedExtensions,
  });
  // graphql-jit reports locations without the AST nodes they came from.
  if (!coded.locations && error.locations) Object.assign(coded, { locations: error.locations });
  return coded;
}
