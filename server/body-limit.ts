import type { RequestHandler } from "express";
import getRawBody from "raw-body";
import { answerAndClose } from "./http-server";

/**
 * What a page's form may post (the /contact page without JavaScript, and any route action):
 * its largest message, 5,000 characters of a script written with three UTF-8 bytes each, is
 * 45 KB URL-encoded (every byte becomes %XX), and the other fields are short.
 */
export const PAGE_FORM_LIMIT_BYTES = 64 * 1024;

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * For the app's pages: every request but GET and HEAD carries a URL-encoded form of at most
 * `limit` bytes, read here whole before React Router sees it (as `req.body`, a Buffer), so no
 * route action can read more. A declared Content-Length over the limit is refused before a
 * byte is read; a body sent without one (chunked) is counted as it arrives and refused the
 * moment it passes the limit. The shop's forms post nothing else (no page takes a file), and
 * any other type would reach `request.formData()` only to fail there.
 */
export function pageFormBodies(options: { limit: number }): RequestHandler {
  const { limit } = options;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") {
      next();
      return;
    }
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    const encoding = (req.headers["content-encoding"] ?? "identity").toLowerCase();
    if (type !== FORM_TYPE || encoding !== "identity") {
      answerAndClose(req, res, 415, "Send the form as application/x-www-form-urlencoded.");
      return;
    }
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limit) {
      answerAndClose(req, res, 413, "The form is too large.");
      return;
    }
    getRawBody(req, { limit, length: declared }).then(
      (body) => {
        req.body = body;
        next();
      },
      (error: { status?: number; type?: string }) => {
        // The client went away: there is no one to answer.
        if (error.type === "request.aborted" || res.headersSent) return;
        if (error.status === 413) answerAndClose(req, res, 413, "The form is too large.");
        else answerAndClose(req, res, 400, "The form could not be read.");
      },
    );
  };
}
