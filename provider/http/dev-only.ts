import type { RequestHandler } from "express";
import type { ProviderConfig } from "../config";
import { isLoopback } from "./faults";

interface HostName {
  name: string;
  /** Absent: any port. */
  port?: number;
}

const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

function parseHost(value: string): HostName | null {
  const match = HOST_HEADER.exec(value.trim().toLowerCase());
  if (!match?.[1]) return null;
  return { name: match[1], ...(match[2] ? { port: Number(match[2]) } : {}) };
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Guards the pages only this machine should see (the dev mailbox with live sign-in codes, the
 * fault switches). A loopback socket is not enough: with DNS rebinding, a page on any website
 * resolves its own name to 127.0.0.1 and the browser becomes a loopback client — but it still
 * sends that name in `Host`. So the request must also name a host this provider serves:
 * `localhost`, `127.0.0.1` or `[::1]` on the port it listens on, the host of its public URL, or
 * one of PROVIDER_ALLOWED_HOSTS (webpack-dev-server's `allowedHosts` rule). Anything else is
 * refused before any handler runs.
 */
export function devOnly(
  config: Pick<ProviderConfig, "allowedHosts" | "publicUrl">,
  /**
   * Which client addresses may come in: loopback for the dev pages; the merchant console
   * passes the clients its configuration allows.
   */
  allowedClient: (address: string | undefined) => boolean = isLoopback,
): RequestHandler {
  const publicUrl = new URL(config.publicUrl);
  const configured: HostName[] = [
    {
      name: publicUrl.hostname.toLowerCase(),
      port: Number(publicUrl.port || (publicUrl.protocol === "https:" ? 443 : 80)),
    },
    ...config.allowedHosts.flatMap((entry) => parseHost(entry) ?? []),
  ];
  return (req, res, next) => {
    const host = parseHost(req.headers.host ?? "");
    // A Host without a port names the scheme's default; the provider itself speaks plain HTTP.
    const port = host?.port ?? 80;
    const served =
      host !== null &&
      ((LOOPBACK_NAMES.includes(host.name) && port === req.socket.localPort) ||
        configured.some((c) => c.name === host.name && (c.port === undefined || c.port === port)));
    if (!served || !allowedClient(req.socket.remoteAddress)) {
      res.setHeader("Cache-Control", "no-store");
      res
        .status(403)
        .type("text/plain")
        .send("This page is only available on this machine, at the provider's own address.");
      return;
    }
    next();
  };
}
