import type { DOMPurify as Purifier } from "dompurify";
import type SanitizeHtml from "sanitize-html";

/**
 * One allow-list for merchant HTML (`descriptionHtml`), applied on the server with
 * `sanitize-html` (DOMPurify needs a DOM) and in the browser with DOMPurify. The server
 * implementation is loaded only in the SSR build: `import.meta.env.SSR` is false in the client
 * bundle, so Vite drops the branch and `sanitize-html` (with its parser) never ships to shoppers.
 * DOMPurify is loaded on demand (`loadSanitizer`): only a product fetched in the browser carries
 * merchant HTML, so no first page pays for it. Merchant HTML is untrusted input: only these
 * tags and attributes reach the page, never a script, a handler or a `javascript:` URL.
 */
export const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "span",
  "sub",
  "sup",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "a",
];
export const ALLOWED_ATTRIBUTES = ["href", "title"];

/** Links may only leave for the web, a mail client or a phone: never javascript: or data:. */
export const SAFE_URL = /^(?:https?:|mailto:|tel:)/i;
export const LINK_REL = "noopener noreferrer";

type Sanitizer = (html: string) => string;

function loadServerSanitizer(): Sanitizer {
  // A synchronous require keeps sanitizeHtml synchronous (the SSR bundle's target has no
  // top-level await); getBuiltinModule avoids a static "node:module" import in shared code.
  const { createRequire } = process.getBuiltinModule("node:module");
  const sanitize = createRequire(import.meta.url)("sanitize-html") as typeof SanitizeHtml;
  return (html: string) =>
    sanitize(html, {
      allowedTags: ALLOWED_TAGS,
      // `rel` is allowed only because transformTags below rebuilds every link's attributes.
      allowedAttributes: { a: [...ALLOWED_ATTRIBUTES, "rel"] },
      allowedSchemes: ["http", "https", "mailto", "tel"],
      allowProtocolRelative: false,
      // sanitize-html keeps relative URLs; the shared rule does not, so check every href here.
      transformTags: {
        a: (tagName, attribs) => {
          const { href, title } = attribs;
          const safe: Record<string, string> = { rel: LINK_REL };
          if (href && SAFE_URL.test(href.trim())) safe.href = href.trim();
          if (title) safe.title = title;
          return { tagName, attribs: safe };
        },
      },
      nonTextTags: ["style", "script", "textarea", "option", "noscript", "iframe", "svg", "math"],
    });
}

const serverSanitizer: Sanitizer | null = import.meta.env.SSR ? loadServerSanitizer() : null;

let purifier: Purifier | null = null;
let purifierLoading: Promise<void> | null = null;

/**
 * Makes `sanitizeHtml` ready in the browser (a no-op on the server). Fetchers that may receive
 * merchant HTML await it alongside their request, so the download costs no extra round trip.
 */
export function loadSanitizer(): Promise<void> {
  if (serverSanitizer || purifier) return Promise.resolve();
  purifierLoading ??= import("dompurify").then(
    ({ default: DOMPurify }) => {
      DOMPurify.addHook("afterSanitizeAttributes", (node) => {
        if (node.tagName === "A") node.setAttribute("rel", LINK_REL);
      });
      purifier = DOMPurify;
    },
    (error: unknown) => {
      // A failed download (flaky network) may be retried by the next fetch.
      purifierLoading = null;
      throw error;
    },
  );
  return purifierLoading;
}

function browserSanitize(html: string): string {
  // Never fall back to unsanitised HTML: a caller that skipped loadSanitizer fails loudly.
  if (!purifier) throw new Error("sanitizeHtml: await loadSanitizer() first in the browser.");
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}

const MEMO_SIZE = 1_000;
const memo = new Map<string, string>();

/**
 * Returns merchant HTML with only the allow-listed tags, attributes and link schemes left.
 * Results are remembered by their input: the same descriptions come back on every render of the
 * shop page, and parsing them again would dominate the server's time per page.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return "";
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = serverSanitizer ? serverSanitizer(html) : browserSanitize(html);
  memo.set(html, clean);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return clean;
}
