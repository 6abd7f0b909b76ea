import { queryRows, type Database } from "../db/client";
import { AnswerStore } from "../graphql/answer-store";
import type { GraphQLRequest } from "../graphql/executor";

/** Text, so both drivers hand the bigint over the same way. */
const REVISION = "SELECT revision::text AS revision FROM customers WHERE id = $1";

/**
 * A customer's answers to read-only queries, each kept with the customer's `revision`: database
 * triggers bump it whenever the customer row, an address, an order, its lines or fulfilments
 * change (migration 0005), whoever writes them. Every request still reads the revision, so an
 * answer is served only while nothing it was made from has changed; the account pages ask the
 * same questions on every visit, and executing them again cost most of the request.
 */
export function createCustomerAnswerCache(db: Database) {
  const answers = new AnswerStore<string>();
  return {
    /** The stored answer for this customer's request, or how to store the fresh one. */
    async lookup(customerId: number, version: string, request: GraphQLRequest) {
      const [row] = await queryRows<{ revision: string }>(db, REVISION, [customerId]);
      // No row: the execution will answer UNAUTHORIZED, which is never stored.
      if (!row) return { cached: undefined, remember: () => {} };
      const key = JSON.stringify([
        customerId,
        version,
        request.operationName ?? null,
        request.variables ?? null,
        request.query,
      ]);
      return {
        cached: answers.get(key, row.revision),
        remember: (body: string) => answers.set(key, row.revision, body),
      };
    },
  };
}
