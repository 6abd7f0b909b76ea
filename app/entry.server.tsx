import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  type EntryContext,
  type HandleDocumentRequestFunction,
  type RouterContextProvider,
} from "react-router";
import { cspNonceContext, renderOutcomeContext } from "./lib/app-context";
import { pageBodyStream } from "./lib/page-body-stream.server";

export const streamTimeout = 5_000;

/**
 * Streams the document. Crawlers and no-JS clients wait for the whole page; browsers get the
 * shell as soon as it is ready. Every inline script carries the request's CSP nonce.
 */
const handleRequest: HandleDocumentRequestFunction = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) => {
  const nonce = loadContext.get(cspNonceContext);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(pageBodyStream(pipe, abort), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          loadContext.get(renderOutcomeContext).failed = true;
          // Errors after the shell are logged; before it they reject and reach the error page.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
};

export default handleRequest;
