import fs from "node:fs";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ContactPage } from "~/features/contact/components/contact-page";
import About from "./about";
import Faq from "./faq";
import PrivacyPolicy from "./privacy-policy";
import ReturnsExchanges from "./returns-exchanges";
import Shipping from "./shipping";
import Terms from "./terms";

/**
 * The shop's About, FAQ, Contact and policy texts are also the local provider's Shopify pages and
 * policies (its catalogue file, read here as data, never imported): what Hydrogen or any other
 * storefront shows from the Storefront API. Every paragraph, heading and list item the provider
 * serves must read word for word as on this storefront's page, so the two never drift apart.
 */
const catalogue = JSON.parse(
  fs.readFileSync(new URL("../../provider/catalogue/catalogue.json", import.meta.url), "utf8"),
) as {
  pages: { handle: string; bodyHtml: string }[];
  policies: Record<string, { bodyHtml: string } | null>;
};

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function text(html: string) {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith("#x")) return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of each paragraph, heading, list item and table cell of an HTML body. */
function blocks(html: string) {
  return [...html.matchAll(/<(p|h2|h3|h4|li|th|td)>([\s\S]*?)<\/\1>/g)].map((m) => text(m[2]!));
}

async function rendered(path: string, Component: ComponentType) {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ origin: "https://shop.example" }),
      children: [{ path: path.slice(1), Component }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://shop.example${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return text(
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} />
      </QueryClientProvider>,
    ),
  );
}

const page = (handle: string) => catalogue.pages.find((p) => p.handle === handle)!.bodyHtml;
const policy = (field: string) => catalogue.policies[field]!.bodyHtml;

describe("the provider's pages and policies", () => {
  it.each([
    ["/about", About, page("about")],
    ["/faq", Faq, page("faq")],
    ["/contact", () => <ContactPage attemptKey="test" />, page("contact")],
    ["/privacy-policy", PrivacyPolicy, policy("privacyPolicy")],
    ["/returns-exchanges", ReturnsExchanges, policy("refundPolicy")],
    ["/shipping", Shipping, policy("shippingPolicy")],
    ["/terms", Terms, policy("termsOfService")],
  ])("read as the storefront's %s page does", async (path, Component, body) => {
    const shown = await rendered(path, Component as ComponentType);
    const served = blocks(body);
    expect(served.length).toBeGreaterThan(1);
    for (const block of served) expect(shown).toContain(block);
  });
});
