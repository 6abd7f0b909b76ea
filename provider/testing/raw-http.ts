import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends `requests` (paths, with optional extra headers) as pipelined HTTP/1.1 GETs in ONE TCP
 * write on one socket, so the server parses them all before it answers the first, and returns
 * the answers in order. What concurrency tests need to be sure the requests arrived together.
 */
export async function pipelinedGets(
  url: string,
  requests: { path: string; headers?: Record<string, string> }[],
): Promise<RawResponse[]> {
  const { hostname, port, host } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const wire = requests
    .map(({ path, headers = {} }, i) => {
      const last = i === requests.length - 1;
      const lines = [`GET ${path} HTTP/1.1`, `Host: ${host}`];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      if (last) lines.push("Connection: close");
      return `${lines.join("\r\n")}\r\n\r\n`;
    })
    .join("");
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("end", resolve);
    socket.once("close", () => resolve());
    socket.once("error", reject);
  });
  socket.write(wire);
  await done;
  socket.destroy();
  return parseResponses(Buffer.concat(chunks));
}

/** Splits a stream of HTTP/1.1 responses with Content-Length bodies. */
export function parseResponses(data: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let offset = 0;
  while (offset < data.length) {
    const headerEnd = data.indexOf("\r\n\r\n", offset);
    if (headerEnd < 0) throw new Error("truncated response head");
    const [statusLine = "", ...lines] = data.subarray(offset, headerEnd).toString().split("\r\n");
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    const bodyStart = headerEnd + 4;
    responses.push({ status, headers, body: data.subarray(bodyStart, bodyStart + length) });
    offset = bodyStart + length;
  }
  return responses;
}
