import { z } from "zod";

// What the browser may send: exactly the fields of a code exchange or a refresh, each with a
// length (and, where the standards give one, a shape), and nothing else, so no extra parameter (client_secret, scope,
// grant_type) can ride along to the token endpoint.
const opaque = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces");
const common = {
  tokenEndpoint: z.string().min(1).max(2048),
  clientId: z.string().min(1).max(256),
};

export const authRequestSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({
      action: z.literal("token"),
      ...common,
      code: opaque(4096),
      redirectUri: z.string().min(1).max(2048),
      // RFC 7636 §4.1: 43 to 128 unreserved characters.
      codeVerifier: z
        .string()
        .regex(/^[A-Za-z0-9\-._~]{43,128}$/, "must be 43 to 128 unreserved characters"),
    }),
    z.strictObject({
      action: z.literal("refresh"),
      ...common,
      refreshToken: opaque(8192),
    }),
  ],
  { error: 'action must be "token" or "refresh"' },
);

export type AuthRequest = z.output<typeof authRequestSchema>;

/** The first problem, named by its field; zod's messages never repeat the value sent. */
export function describeProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  if (issue.code === "unrecognized_keys") return `Unknown field: ${issue.keys.join(", ")}`;
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** `new URL(x).href` of both sides: no prefix, pattern or encoding trick survives exact equality. */
export function sameUrl(candidate: string, expected: string): boolean {
  try {
    return new URL(candidate).href === new URL(expected).href;
  } catch {
    return false;
  }
}
