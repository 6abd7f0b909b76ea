import { jsonLdString } from "~/lib/seo";

/**
 * Structured data for search engines. A JSON-LD block is data, never executed, so the CSP's
 * script rules do not apply; its text is escaped so no value can close the tag (ASVS 1.2.3).
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
  );
}
