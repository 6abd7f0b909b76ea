import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { vi } from "vitest";
import { requestLogging } from "../logging/request-logging";
import { shopOriginFrom } from "../shop-origin";
import { shopifyAuthRouter, type ShopifyAuthOptions } from "../shopify-auth/index";

/** Test support for the shopify-auth suites: real listeners on loopback, and captured logs. */

export interface Listening {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export async function listen(handler: http.RequestListener): Promise<Listening> {
  const server = http.createServer(handler);
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The storefront's endpoint on its own listener, as server/app.ts mounts it: behind the request
 * logging, so its access lines are among the logs a test reads.
 */
export async function startShop(
  options: () => Omit<ShopifyAuthOptions, "shop">,
): Promise<Listening> {
  let app: express.Express | undefined;
  // The listener starts first, so its origin is known to whoever needs it (the provider's
  // registered redirect URI) and is the shop's configured origin; the app is built on the first
  // request.
  const listening = await listen((req, res) => {
    app ??= express().use(
      requestLogging(),
      shopifyAuthRouter({ ...options(), shop: shopOriginFrom(listening.url) }),
    );
    app(req, res);
  });
  return listening;
}

/** Counts TCP connections: proof that a refused request never reached a host. */
export async function connectionCounter(): Promise<Listening & { connections(): number }> {
  let connections = 0;
  const listening = await listen((_req, res) => res.end("reached"));
  listening.server.on("connection", () => {
    connections += 1;
  });
  return { ...listening, connections: () => connections };
}

/** The endpoint's answer: the spec's token fields, or an error. */
export interface AuthAnswer {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  expires_in?: number;
  token_type?: string;
  error?: string;
  error_description?: string;
}

export async function postAuth(
  shop: string,
  body: unknown,
  init: { origin?: string | null; contentType?: string; raw?: string } = {},
) {
  const headers: Record<string, string> = {
    "content-type": init.contentType ?? "application/json",
  };
  const origin = init.origin === undefined ? shop : init.origin;
  if (origin !== null) headers.origin = origin;
  const response = await fetch(`${shop}/api/shopify-auth`, {
    method: "POST",
    headers,
    body: init.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  let json: AuthAnswer = {};
  try {
    json = JSON.parse(text) as AuthAnswer;
  } catch {
    // Non-JSON answers are asserted on by status and text.
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** Everything written through the console or straight to stdout/stderr while it runs. */
export function captureLogs() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(
      args.map((a) => (typeof a === "string" ? a : (JSON.stringify(a) ?? String(a)))).join(" "),
    );
  };
  const spies = [
    ...(["log", "info", "warn", "error", "debug", "trace"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(record),
    ),
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
      record(String(chunk));
      return true;
    }),
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: unknown) => {
      record(String(chunk));
      return true;
    }),
  ];
  return {
    text: () => lines.join("\n"),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
