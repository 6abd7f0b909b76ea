import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port";
import { startPostgres, type PostgresServer } from "../../tests/support/postgres-server";
import { startProviderProcess, type ProviderProcess } from "../../tests/support/provider-process";
import { startAlertsServer, type AlertsServer } from "../test-support/alerts-server";
import { eventually } from "../test-support/contact-server";
import { startSmtp, type Received } from "../test-support/smtp-server";
import { stockAlerts } from "../db/schema";
import { BACK_IN_STOCK_PATH } from "./alerts-router";
import { readVariantStock } from "./variant-stock";

// Back-in-stock requests end to end on the server: a real provider (its Storefront API says what
// is sold out), a real SMTP server receiving the emails, and the storefront's database. The
// restock is real too: the provider starts again on its port from a copy of the catalogue in
// which the size has stock (ids come from positions in the file, so it is the same shop).
const HANDLE = "cloud-puff-cable-sweater";
const SHIPPED = path.resolve(import.meta.dirname, "../../provider/catalogue/catalogue.json");

let provider: ProviderProcess;
let providerPort: number;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: AlertsServer;
let soldOut: { id: string; size: string; color: string };
let inStock: { id: string };
let postgres: PostgresServer | undefined;
let skipped = "";

async function variants(providerUrl: string) {
  const response = await fetch(`${providerUrl}/api/2026-04/graphql.json`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": "boutique-local-storefront-token-2025",
    },
    body: JSON.stringify({
      query: `query { product(handle: "${HANDLE}") { variants(first: 50) { nodes {
        id availableForSale selectedOptions { name value } } } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: {
      product: {
        variants: {
          nodes: {
            id: string;
            availableForSale: boolean;
            selectedOptions: { name: string; value: string }[];
          }[];
        };
      };
    };
  };
  return body.data.product.variants.nodes;
}

/** The shipped catalogue with the sold-out size given one unit: a restock of one. */
function restockedCatalogue(size: string, color: string): string {
  const catalogue = JSON.parse(fs.readFileSync(SHIPPED, "utf8")) as {
    products: {
      handle: string;
      variants: { options: Record<string, string>; inventory?: { quantity?: number } }[];
    }[];
  };
  const product = catalogue.products.find((p) => p.handle === HANDLE)!;
  const variant = product.variants.find(
    (v) => v.options.Size === size && v.options.Color === color,
  )!;
  variant.inventory = { ...variant.inventory, quantity: 1 };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "boutique-restock-")), "c.json");
  fs.writeFileSync(file, JSON.stringify(catalogue));
  return file;
}

const request = (fields: Record<string, string>, from?: string) =>
  fetch(`${t.origin}${BACK_IN_STOCK_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(from ? { origin: from } : {}) },
    body: JSON.stringify(fields),
  });

const mailTo = (address: string) =>
  smtp.received.filter((r: Received) => r.recipients.includes(address));
/** A header as it was sent (mailparser folds the List-* headers into one object). */
const header = (mail: Received, name: string) =>
  mail.mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .trim();
const linkIn = (mail: Received, pathname: string) =>
  new RegExp(`(http://\\S+${pathname}\\?token=[\\w-]+)`).exec(mail.mail.text ?? "")![1]!;

beforeAll(async () => {
  const started = await startPostgres(await freePort());
  if ("skipped" in started) skipped = started.skipped;
  else postgres = started;
  smtp = await startSmtp();
  providerPort = await freePort();
  provider = await startProviderProcess({
    storefrontOrigin: "http://127.0.0.1:1",
    port: providerPort,
  });
  const nodes = await variants(provider.url);
  const out = nodes.find((n) => !n.availableForSale)!;
  const option = (name: string) => out.selectedOptions.find((o) => o.name === name)!.value;
  soldOut = { id: out.id, size: option("Size"), color: option("Color") };
  inStock = { id: nodes.find((n) => n.availableForSale)!.id };
  t = await startAlertsServer({ providerUrl: provider.url, smtpPort: smtp.port });
}, 300_000);

afterAll(async () => {
  await t?.close();
  await provider?.close();
  await smtp?.close();
  postgres?.stop();
});

describe("Email me when it's back", () => {
  it("validates like the contact form and stores nothing for a bad request", async () => {
    const bad = await request({ email: "not-an-address", variant_id: soldOut.id });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: { email: "Please enter a valid email address." },
    });
    const unknown = await request({
      email: "ann@example.com",
      variant_id: "gid://shopify/ProductVariant/999999999",
    });
    expect(unknown.status).toBe(400);
    const foreign = await request(
      { email: "ann@example.com", variant_id: soldOut.id },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    // A size for sale needs no alert: answered the same, nothing kept, nothing sent.
    expect((await request({ email: "ann@example.com", variant_id: inStock.id })).status).toBe(200);
    expect(await t.rows()).toEqual([]);
  });

  it("sends a confirmation with one-click unsubscribe, and keeps one request per size and address", async () => {
    const emails = ["ann@example.com", "Ann@Example.com", "bo@example.com", "cy@example.com"];
    for (const email of [...emails, "dee@example.com"]) {
      expect((await request({ email, variant_id: soldOut.id })).status).toBe(200);
    }
    const rows = await t.rows();
    expect(rows.map((r) => r.email).sort()).toEqual([
      "ann@example.com",
      "bo@example.com",
      "cy@example.com",
      "dee@example.com",
    ]);
    expect(rows.every((r) => r.confirmedAt === null && r.size === soldOut.size)).toBe(true);
    const confirmation = await eventually(async () => mailTo("bo@example.com")[0]);
    expect(confirmation.mail.subject).toBe(
      "Confirm your back-in-stock alert for Cloud Puff Cable Sweater",
    );
    const unsubscribe = linkIn(confirmation, "/back-in-stock/unsubscribe");
    expect(header(confirmation, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header(confirmation, "List-Unsubscribe")).toBe(`<${unsubscribe}>`);
  });

  // The confirm page itself (a GET shows its button, the button confirms) is the app's route,
  // app/routes/back-in-stock.confirm.tsx, walked through in tests/e2e/back-in-stock.spec.ts.
  it("confirms with the emailed link's token, then restocks once for everyone confirmed, in order", async () => {
    for (const email of ["ann@example.com", "bo@example.com"]) {
      const mail = await eventually(async () => mailTo(email)[0]);
      const token = new URL(linkIn(mail, "/back-in-stock/confirm")).searchParams.get("token")!;
      expect((await t.rows()).find((r) => r.email === email)!.confirmedAt).toBeNull();
      expect(await t.backend.alerts.confirm(token)).toBe(true);
      expect((await t.rows()).find((r) => r.email === email)!.confirmedAt).not.toBeNull();
    }
    expect(await t.backend.alerts.confirm("no-such-token")).toBe(false);
    // Still sold out: a check emails no one.
    t.backend.restock.check("unknown");
    await t.backend.restock.idle();
    expect((await t.rows()).every((r) => r.notifiedAt === null)).toBe(true);

    // One unit comes back.
    await provider.close();
    provider = await startProviderProcess({
      storefrontOrigin: "http://127.0.0.1:1",
      port: providerPort,
      catalogue: restockedCatalogue(soldOut.size, soldOut.color),
    });
    expect((await variants(provider.url)).find((n) => n.id === soldOut.id)!.availableForSale).toBe(
      true,
    );
    t.backend.restock.check([soldOut.id]);
    t.backend.restock.check("unknown");
    await t.backend.restock.idle();
    t.backend.restock.check("unknown");
    await t.backend.restock.idle();

    const restocked = (email: string) =>
      mailTo(email).filter((r) => r.mail.subject?.includes("is back in stock"));
    await eventually(
      async () => restocked("ann@example.com").length > 0 && restocked("bo@example.com").length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(restocked("ann@example.com")).toHaveLength(1);
    expect(restocked("bo@example.com")).toHaveLength(1);
    expect(restocked("cy@example.com")).toHaveLength(0);
    const notice = restocked("ann@example.com")[0]!;
    expect(notice.mail.text).toContain(
      `/product/${HANDLE}?Size=${soldOut.size}&variant=${soldOut.id.split("/").pop()}`,
    );
    expect(header(notice, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header(notice, "List-Unsubscribe")).toBe(
      `<${linkIn(notice, "/back-in-stock/unsubscribe")}>`,
    );
    // In the order they asked: Ann first.
    const order = smtp.received
      .filter((r) => r.mail.subject?.includes("is back in stock"))
      .map((r) => r.recipients[0]);
    expect(order).toEqual(["ann@example.com", "bo@example.com"]);
    const rows = await t.rows();
    expect(
      rows
        .filter((r) => r.notifiedAt !== null)
        .map((r) => r.email)
        .sort(),
    ).toEqual(["ann@example.com", "bo@example.com"]);
  }, 240_000);

  // As RFC 8058 asks a mail client to send it: multipart/form-data. The URL-encoded one, like
  // the unsubscribe page's button, is the app's route (tests/e2e/back-in-stock.spec.ts).
  it("unsubscribes with RFC 8058's one-click POST, deleting the request", async () => {
    const mail = mailTo("cy@example.com")[0]!;
    const unsubscribe = linkIn(mail, "/back-in-stock/unsubscribe");
    const body = new FormData();
    body.set("List-Unsubscribe", "One-Click");
    const oneClick = await fetch(unsubscribe, { method: "POST", body });
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers.get("cache-control")).toBe("no-store");
    expect((await t.rows()).some((r) => r.email === "cy@example.com")).toBe(false);
    expect((await t.emails()).some((e) => e.toAddress === "cy@example.com")).toBe(false);
    // Again, or with a token that names nothing: the same answer.
    expect((await fetch(unsubscribe, { method: "POST" })).status).toBe(200);
  });

  it("deletes an unconfirmed request and its emails after seven days", async () => {
    const has = async () => (await t.rows()).some((r) => r.email === "dee@example.com");
    await eventually(async () => mailTo("dee@example.com").length > 0);
    expect(await t.backend.alerts.expireUnconfirmed(new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await has()).toBe(true);
    expect(await t.backend.alerts.expireUnconfirmed(new Date(Date.now() + 8 * 86_400_000))).toBe(1);
    expect(await has()).toBe(false);
    expect((await t.emails()).some((e) => e.toAddress === "dee@example.com")).toBe(false);
    // Confirmed requests stay, whatever their age.
    expect((await t.rows()).map((r) => r.email).sort()).toEqual([
      "ann@example.com",
      "bo@example.com",
    ]);
  });
});

describe("a restock seen by two instances sharing PostgreSQL", () => {
  it("emails each confirmed request exactly once", async () => {
    expect(skipped, "PostgreSQL should be available on this machine").toBe("");
    const [a, b] = [
      await startAlertsServer({
        providerUrl: provider.url,
        smtpPort: smtp.port,
        databaseUrl: postgres!.url,
      }),
      await startAlertsServer({
        providerUrl: provider.url,
        smtpPort: smtp.port,
        databaseUrl: postgres!.url,
      }),
    ];
    try {
      const waiting = Array.from({ length: 40 }, (_, i) => `waiter${i}@example.com`);
      await a.db.insert(stockAlerts).values(
        waiting.map((email, i) => ({
          variantId: soldOut.id,
          productHandle: HANDLE,
          productTitle: "Cloud Puff Cable Sweater",
          size: soldOut.size,
          email,
          token: `t${String(i).padStart(42, "0")}`,
          confirmedAt: new Date(),
          createdAt: new Date(Date.now() - 60_000 + i),
        })),
      );
      const stock = await readVariantStock(
        {
          storeDomain: provider.url,
          token: "boutique-local-storefront-token-2025",
          apiVersion: "2026-04",
        },
        [soldOut.id],
      );
      const counts = await Promise.all([
        a.backend.alerts.notifyRestocked(stock),
        b.backend.alerts.notifyRestocked(stock),
        a.backend.alerts.notifyRestocked(stock),
        b.backend.alerts.notifyRestocked(stock),
      ]);
      expect(counts.reduce((x, y) => x + y, 0)).toBe(40);
      const emails = await a.emails();
      expect(emails.filter((e) => e.subject.includes("is back in stock"))).toHaveLength(40);
      expect(new Set(emails.map((e) => e.toAddress)).size).toBe(40);
      await eventually(async () => waiting.every((email) => mailTo(email).length === 1), 20_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(waiting.every((email) => mailTo(email).length === 1)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});
