import type { Request } from "express";
import { z } from "zod";
import type { GraphQLRequest } from "../graphql/executor";
import { MAX_INPUT_DEPTH, nestsDeeperThan } from "./input-depth";

const bodySchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

export type ParsedBody =
  { ok: true; request: GraphQLRequest } | { ok: false; status: number; body: unknown };

/**
 * Accepts Shopify's two body forms (JSON, and `application/graphql` raw text). Anything else,
 * a body nested past the input depth bound included, is a transport error (HTTP 400), never a
 * crash.
 */
export function readGraphQLBody(req: Request): ParsedBody {
  const type = req.headers["content-type"] ?? "";
  if (type.startsWith("application/graphql")) {
    const text = typeof req.body === "string" ? req.body : "";
    if (!text.trim()) return missingQuery();
    return { ok: true, request: { query: text } };
  }
  if (!type.startsWith("application/json")) {
    return {
      ok: false,
      status: 400,
      body: { errors: "Content-Type must be application/json or application/graphql." },
    };
  }
  if (Array.isArray(req.body)) {
    return {
      ok: false,
      status: 400,
      body: { errors: "Batched queries are not supported; send one operation per request." },
    };
  }
  if (nestsDeeperThan(req.body, MAX_INPUT_DEPTH)) {
    return {
      ok: false,
      status: 400,
      body: {
        errors: [
          {
            message: `The request body nests more than ${MAX_INPUT_DEPTH} levels of objects and arrays.`,
            extensions: { code: "BAD_REQUEST" },
          },
        ],
      },
    };
  }
  const parsed = bodySchema.safeParse(req.body);
  if (!parsed.success) return missingQuery();
  return { ok: true, request: parsed.data };
}

function missingQuery(): ParsedBody {
  return {
    ok: false,
    status: 400,
    body: { errors: { query: "Required parameter missing or invalid" } },
  };
}
