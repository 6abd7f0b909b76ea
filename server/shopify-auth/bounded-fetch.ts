/**
 * One outbound request of the sign-in proxy, with every limit a hostile or broken upstream could
 * otherwise push past: no redirect is followed (an answer of 3xx is a failure, so a token
 * endpoint cannot bounce the request somewhere else), the whole exchange has a deadline, and the
 * body is read only up to a cap, counted while it streams in, so a huge or endless answer costs
 * at most that many bytes. It sends the X-Request-Id of the request it is made for, so the
 * provider's log line for it joins the storefront's.
 */
import { currentRequestId } from "../logging/request-context";

export type UpstreamFailure = "timeout" | "unreachable" | "redirect" | "too-large";

export class UpstreamError extends Error {
  constructor(readonly kind: UpstreamFailure) {
    super(`upstream ${kind}`);
  }
}

export interface BoundedAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export async function boundedFetch(
  url: string,
  init: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string },
  limits: FetchLimits,
): Promise<BoundedAnswer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const requestId = currentRequestId();
  const headers = { ...init.headers, ...(requestId && { "x-request-id": requestId }) };
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, redirect: "manual", signal });
  } catch (error) {
    throw new UpstreamError(isTimeout(error) ? "timeout" : "unreachable");
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => {});
    throw new UpstreamError("redirect");
  }
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new UpstreamError("too-large");
  }
  const body = await readCapped(response, limits.maxBytes);
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", body };
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new UpstreamError("too-large");
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    throw new UpstreamError(isTimeout(error) ? "timeout" : "unreachable");
  }
  return Buffer.concat(chunks).toString("utf8");
}

function isTimeout(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")
  );
}
