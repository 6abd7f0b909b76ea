import { DEFAULT_ADMIN_TOKEN } from "../config";

/** What an admin API call answered: its status and JSON body. */
export interface AdminAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { errors?: unknown };
}

/**
 * A small client of the provider's admin API for tests and the bench: the console's operations
 * as JSON with the token, and the webhook deliveries.
 */
export function adminClient(providerUrl: string, token: string = DEFAULT_ADMIN_TOKEN) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  async function call<T>(path: string, init: RequestInit = {}): Promise<AdminAnswer<T>> {
    const response = await fetch(`${providerUrl}/admin/api${path}`, {
      ...init,
      headers: { ...headers, ...init.headers },
    });
    // The console's guard answers a refused client in plain text, before the API is reached.
    const body = response.headers.get("content-type")?.includes("json")
      ? ((await response.json()) as AdminAnswer<T>["body"])
      : ({ errors: await response.text() } as AdminAnswer<T>["body"]);
    return { status: response.status, body };
  }
  return {
    /** Runs an operation (ADMIN_OPERATIONS) with its input. */
    run<T = Record<string, unknown>>(operation: string, input: Record<string, unknown>) {
      return call<T & { message: string }>(`/operations/${operation}`, {
        method: "POST",
        body: JSON.stringify(input),
      });
    },
    /** Like `run`, but fails unless the operation succeeded. */
    async must<T = Record<string, unknown>>(operation: string, input: Record<string, unknown>) {
      const answer = await this.run<T>(operation, input);
      if (answer.status !== 200) {
        throw new Error(`${operation} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
      return answer.body;
    },
    async deliveries(query: { status?: string; topic?: string; limit?: number } = {}) {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, String(value)]),
      );
      const answer = await call<{ deliveries: WebhookDeliveryView[] }>(
        `/webhook-deliveries?${search}`,
      );
      return answer.body.deliveries;
    },
  };
}

export interface WebhookDeliveryView {
  id: number;
  webhookId: string;
  eventId: string;
  topic: string;
  url: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastStatus: number | null;
  lastResponse: string | null;
  payload: unknown;
}

export type AdminClient = ReturnType<typeof adminClient>;

/**
 * A merchant's browser on the console, for tests: it keeps the console's cookie, reads the CSRF
 * token out of the page it was shown, and posts forms the way the page's forms post them.
 */
export function consoleBrowser(providerUrl: string) {
  let cookie = "";
  let csrf = "";
  async function open(path: string) {
    const response = await fetch(`${providerUrl}${path}`, {
      headers: cookie ? { cookie } : {},
      redirect: "manual",
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith("boutique_admin_csrf="));
    if (set) cookie = set.split(";")[0]!;
    const body = await response.text();
    const token = /name="csrf" value="([^"]+)"/.exec(body)?.[1];
    if (token) csrf = token;
    return { status: response.status, body, headers: response.headers };
  }
  return {
    open,
    /** Posts an operation's form as if submitted from the page at `back`. */
    async submit(
      operation: string,
      fields: Record<string, string>,
      options: { back?: string; csrf?: string | null; cookie?: string | null } = {},
    ) {
      const form = new URLSearchParams({ ...fields, back: options.back ?? "/admin/products" });
      const token = options.csrf === undefined ? csrf : options.csrf;
      if (token !== null) form.set("csrf", token);
      const sentCookie = options.cookie === undefined ? cookie : options.cookie;
      const response = await fetch(`${providerUrl}/admin/actions/${operation}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(sentCookie ? { cookie: sentCookie } : {}),
        },
        body: form,
        redirect: "manual",
      });
      return { status: response.status, body: await response.text() };
    },
  };
}
