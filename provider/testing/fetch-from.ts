import http from "node:http";

/**
 * A fetch for tests that connects from `localAddress` (any of 127.0.0.0/8 reaches loopback on
 * Linux), so one test can act as two clients the provider tells apart by address. Enough of
 * fetch for the sign-in pages: no redirects followed, bodies as strings or URLSearchParams.
 */
export function fetchFrom(localAddress: string) {
  return (url: string, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const headers = new Headers(init.headers);
      const body = init.body == null ? undefined : String(init.body);
      if (body !== undefined && !headers.has("content-type")) {
        headers.set("content-type", "application/x-www-form-urlencoded");
      }
      const request = http.request(
        url,
        {
          method: init.method ?? "GET",
          localAddress,
          headers: Object.fromEntries(headers),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? ""]) {
                answer.append(name, one);
              }
            }
            resolve(
              new Response(response.statusCode === 304 ? null : Buffer.concat(chunks), {
                status: response.statusCode,
                headers: answer,
              }),
            );
          });
        },
      );
      request.once("error", reject);
      request.end(body);
    });
}
