import net from "node:net";

/**
 * POSTs `body` over a raw socket and reads the answer only once all of it is written, as curl
 * and most HTTP libraries do: if the server destroys the connection with the body unread, the
 * client's system resets it and throws the answer away, which `error` then names (EPIPE,
 * ECONNRESET).
 */
export function sendWholeThenRead(
  port: number,
  path: string,
  body: string,
  options: { from?: string; headers?: Record<string, string> } = {},
): Promise<{ received: string; error: string | null }> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress: options.from });
    let received = "";
    let error: string | null = null;
    socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on("close", () => resolve({ received, error }));
    const headers = Object.entries({
      "Content-Type": "application/json",
      ...options.headers,
      "Content-Length": String(Buffer.byteLength(body)),
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${headers}\r\n`);
    socket.write(body, () => {
      socket.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
    });
  });
}
