import type http from "node:http";

/**
 * Stopping behind a load balancer or proxy without losing a request (decision 10): `start()`
 * takes no new connections, answers every request under way, then calls `onClosed`. A proxy
 * that keeps connections alive may send a request down one the instance is closing, and can
 * retry that only when the request is idempotent; so every answer not yet begun says
 * `Connection: close` (the proxy then never reuses that connection, and Node closes it once
 * answered), and connections already idle are closed at once and as they fall idle. Whatever is
 * still open after `drainMs` is cut.
 */
export function drainable(server: http.Server, options: { drainMs: number; onClosed: () => void }) {
  const unanswered = new Set<http.ServerResponse>();
  let draining = false;
  // First of the request listeners, so it runs before the app can answer.
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) {
      res.setHeader("Connection", "close");
      return;
    }
    unanswered.add(res);
    res.once("close", () => unanswered.delete(res));
  });
  return {
    get draining() {
      return draining;
    },
    start() {
      if (draining) return;
      draining = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader("Connection", "close");
      unanswered.clear();
      server.close(() => options.onClosed());
      server.closeIdleConnections();
      // A connection whose answer went out just before the stop goes as it falls idle.
      setInterval(() => server.closeIdleConnections(), 200).unref();
      setTimeout(() => server.closeAllConnections(), options.drainMs).unref();
    },
  };
}
