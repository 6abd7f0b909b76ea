import net from "node:net";

// HTTP/1.1 by hand, for tests of races: requests built in full first, then written to one socket
// in a single write, so they reach the server in one TCP segment as an attacker would send them
// (PortSwigger's single-packet attack); fetch cannot do that.

export interface RawRequest {
  method: string;
  /** An absolute URL; its host and port name the server. */
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as UTF-8 text. */
  body: string;
  /** The body's bytes, for answers that are not text (images). */
  bytes: Buffer;
}

function serialise(request: RawRequest, last: boolean) {
  const url = new URL(request.url);
  const body = Buffer.from(request.body ?? "");
  const headers: Record<string, string> = {
    host: url.host,
    ...request.headers,
    "content-length": String(body.length),
    connection: last ? "close" : "keep-alive",
  };
  const head = [
    `${request.method} ${url.pathname}${url.search} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "",
    "",
  ].join("\r\n");
  return Buffer.concat([Buffer.from(head), body]);
}

/** Parses responses delimited by Content-Length, as the servers under test answer. */
function parseResponses(data: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let offset = 0;
  while (offset < data.length) {
    const end = data.indexOf("\r\n\r\n", offset);
    if (end === -1) break;
    const [statusLine = "", ...lines] = data.subarray(offset, end).toString("latin1").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    const bytes = data.subarray(end + 4, end + 4 + length);
    const status = Number(statusLine.split(" ")[1]);
    responses.push({ status, headers, body: bytes.toString("utf8"), bytes });
    offset = end + 4 + length;
  }
  return responses;
}

/** A connected socket; `send` writes the payload and answers the responses once it closes. */
async function connect(target: string) {
  const url = new URL(target);
  const socket = net.connect(Number(url.port), url.hostname);
  socket.setNoDelay(true);
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<RawResponse[]>((resolve, reject) => {
    socket.on("error", reject);
    socket.on("close", () => resolve(parseResponses(Buffer.concat(chunks))));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return {
    send(payload: Buffer) {
      socket.write(payload);
      return closed;
    },
  };
}

/** Sends `requests` pipelined on one connection in one write; answers their responses in order. */
export async function sendInOneWrite(requests: RawRequest[]): Promise<RawResponse[]> {
  const connection = await connect(requests[0]!.url);
  return connection.send(
    Buffer.concat(requests.map((r, i) => serialise(r, i === requests.length - 1))),
  );
}

/**
 * Sends each request on its own connection, all opened first and then written in the same turn
 * of the event loop; answers the responses in the order of `requests`.
 */
export async function sendInParallel(requests: RawRequest[]): Promise<RawResponse[]> {
  const connections = await Promise.all(requests.map((r) => connect(r.url)));
  const answers = connections.map((c, i) => c.send(serialise(requests[i]!, true)));
  return (await Promise.all(answers)).map((responses) => responses[0]!);
}

/** GETs of `paths` on the server at `origin`, pipelined in one write (see `sendInOneWrite`). */
export function pipelinedGets(
  origin: string,
  requests: { path: string; headers?: Record<string, string> }[],
): Promise<RawResponse[]> {
  return sendInOneWrite(
    requests.map(({ path, headers }) => ({
      method: "GET",
      url: new URL(path, origin).href,
      headers,
    })),
  );
}
