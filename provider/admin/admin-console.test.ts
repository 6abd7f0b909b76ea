import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleBrowser, adminClient } from "../testing/admin-client";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

// The merchant console over HTTP: its pages, its forms' protection against cross-site requests,
// and who may reach it at all.

let t: TestProvider;

beforeAll(async () => {
  t = await startTestProvider();
});

afterAll(async () => {
  await t?.close();
});

const VARIANTS = `query($handle: String!) {
  product(handle: $handle) {
    availableForSale
    variants(first: 20) { nodes { id title availableForSale quantityAvailable } }
  }
}`;

interface VariantNode {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable: number;
}

async function variantsOf(handle: string) {
  const answer = await storefrontRequest<{
    product: { availableForSale: boolean; variants: { nodes: VariantNode[] } } | null;
  }>(t, VARIANTS, { handle });
  return answer.data.product!;
}

describe("the merchant console", () => {
  it("opens on the products page, with every page in its navigation", async () => {
    const response = await fetch(`${t.url}/admin`, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/products");
    const page = await consoleBrowser(t.url).open("/admin/products?q=cable");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    for (const title of ["Products", "Orders", "Gift cards", "Webhooks"]) {
      expect(page.body).toContain(`>${title}</a`);
    }
    expect(page.body).toContain("Cloud Puff Cable Sweater");
    expect(page.body).toContain("Stock of Cloud Puff Cable Sweater – XS / Navy");
  });

  it("restocks a sold-out size from its form, and the Storefront API sells it at once", async () => {
    const before = await variantsOf("cloud-puff-cable-sweater");
    const soldOut = before.variants.nodes.find((v) => v.title === "XS / Navy")!;
    expect(soldOut).toMatchObject({ availableForSale: false, quantityAvailable: 0 });
    // Asked twice, so the sold-out answer sits in the provider's response cache.
    await variantsOf("cloud-puff-cable-sweater");

    const browser = consoleBrowser(t.url);
    await browser.open("/admin/products?q=cloud-puff");
    const id = soldOut.id.split("/").pop()!;
    const saved = await browser.submit(
      "set-inventory",
      { variantId: id, quantity: "3" },
      { back: "/admin/products?q=cloud-puff" },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Cloud Puff Cable Sweater (XS / Navy): stock set to 3.");
    expect(saved.body).toMatch(/id="stock-\d+"[^>]*value="3"|value="3"/);

    const after = await variantsOf("cloud-puff-cable-sweater");
    expect(after.variants.nodes.find((v) => v.id === soldOut.id)).toMatchObject({
      availableForSale: true,
      quantityAvailable: 3,
    });
  });

  it("shows a refused change in the page and changes nothing", async () => {
    const browser = consoleBrowser(t.url);
    await browser.open("/admin/products");
    const answer = await browser.submit("set-inventory", { variantId: "1", quantity: "-4" });
    expect(answer.status).toBe(422);
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toContain("quantity:");
    const missing = await browser.submit("set-inventory", { variantId: "99", quantity: "4" });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("No variant has this id.");
  });

  it("refuses a form without the CSRF token, with another one, or sent cross-site", async () => {
    const before = await variantsOf("crinkle-carrot-plush");
    const id = before.variants.nodes[0]!.id.split("/").pop()!;
    const browser = consoleBrowser(t.url);
    await browser.open("/admin/products");
    const fields = { variantId: id, quantity: "9" };

    const noToken = await browser.submit("set-inventory", fields, { csrf: null });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toContain("nothing was changed");
    const wrongToken = await browser.submit("set-inventory", fields, {
      csrf: "A".repeat(43),
    });
    expect(wrongToken.status).toBe(403);
    // A page on another site can post the form, but the browser sends no SameSite=Strict cookie.
    const noCookie = await browser.submit("set-inventory", fields, { cookie: null });
    expect(noCookie.status).toBe(403);
    const crossSite = await fetch(`${t.url}/admin/actions/set-inventory`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
      },
      body: new URLSearchParams(fields),
    });
    expect(crossSite.status).toBe(403);

    const after = await variantsOf("crinkle-carrot-plush");
    expect(after.variants.nodes[0]).toMatchObject({ quantityAvailable: 0 });
  });

  it("creates a product from the New product form, and the shop sells it at once", async () => {
    const browser = consoleBrowser(t.url);
    const page = await browser.open("/admin/products");
    expect(page.body).toContain("New product");
    expect(page.body).toMatch(
      /<select id="new-category" name="category" required>[^]*<option>Walking<\/option>/,
    );
    const created = await browser.submit("create-product", {
      title: "Pocket Rain Poncho",
      handle: "",
      description: "Folds into its own pocket.",
      category: "Clothing",
      productType: "Raincoats",
      price: "32",
      sizes: "XS: 3, S: 0",
      published: "true",
    });
    expect(created.status).toBe(200);
    expect(created.body).toContain("Pocket Rain Poncho is created and published.");
    const product = await variantsOf("pocket-rain-poncho");
    expect(product.availableForSale).toBe(true);
    expect(product.variants.nodes.map((v) => [v.title, v.quantityAvailable])).toEqual([
      ["XS", 3],
      ["S", 0],
    ]);

    const refused = await browser.submit("create-product", {
      title: "Pocket Rain Poncho",
      category: "Clothing",
      productType: "Raincoats",
      price: "32",
      sizes: "",
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toContain("sizes: must list at least one size with its stock");
  });

  it("deletes a product only from its confirmation step", async () => {
    const browser = consoleBrowser(t.url);
    const listed = await browser.open("/admin/products?q=pocket-rain");
    const link =
      /href="(\/admin\/products\?[^"]*delete=(\d+))"[^>]*aria-label="Delete Pocket Rain Poncho"/.exec(
        listed.body,
      );
    expect(link).not.toBeNull();
    const id = link![2]!;
    // The product's Delete only asks; nothing is deleted until the confirmation is sent.
    const confirm = await browser.open(link![1]!.replaceAll("&amp;", "&"));
    expect(confirm.body).toContain("Delete Pocket Rain Poncho?");
    expect(confirm.body).toContain('aria-label="Delete Pocket Rain Poncho for good"');
    expect(await variantsOf("pocket-rain-poncho")).not.toBeNull();
    const unconfirmed = await browser.submit("delete-product", { productId: id });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body).toContain("confirm: must be confirmed");

    const deleted = await browser.submit(
      "delete-product",
      { productId: id, confirm: "true" },
      { back: `/admin/products?q=pocket-rain&delete=${id}` },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body).toContain("Pocket Rain Poncho is deleted.");
    expect(deleted.body).not.toContain("Delete Pocket Rain Poncho?");
    expect(await variantsOf("pocket-rain-poncho")).toBeNull();
  });

  it("refuses a Host it does not serve (DNS rebinding), even from loopback", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: Number(new URL(t.url).port),
          path: "/admin/products",
          headers: { host: "evil.example" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.once("error", reject);
      req.end();
    });
    expect(status).toBe(403);
  });
});

describe("a console configured for other clients", () => {
  let other: TestProvider;

  beforeAll(async () => {
    // Only a private subnet may come in: this test's loopback client is not one of them.
    other = await startTestProvider({ env: { PROVIDER_ADMIN_CLIENTS: "10.0.0.0/8" } });
  });

  afterAll(async () => {
    await other?.close();
  });

  it("refuses a client it does not allow, pages and API alike", async () => {
    const page = await fetch(`${other.url}/admin/products`);
    expect(page.status).toBe(403);
    const api = await adminClient(other.url).run("set-inventory", { variantId: 1, quantity: 1 });
    expect(api.status).toBe(403);
    // The rest of the provider is not the console's business.
    expect((await fetch(`${other.url}/healthz`)).status).toBe(200);
  });
});
