import { asc, count, eq, ilike, inArray, or } from "drizzle-orm";
import { shopCategories } from "../../catalogue/product-lifecycle";
import { products, productVariants, shopSettings } from "../../db/schema/index";
import { html } from "../../http/html";
import { formatAmount, pageNumber, pager, withQuery, type ConsolePage } from "../console-page";
import { deleteConfirmation, newProductForm } from "./product-forms";

const PAGE_SIZE = 20;

/**
 * Products with their variants: each variant's price and stock can be set in place, a product
 * published, hidden or deleted (after a confirmation step), and a new one created. Reads the
 * database, not the Storefront snapshot, so hidden products are listed too.
 */
export const productsPage: ConsolePage = {
  path: "/products",
  title: "Products",
  async render(deps, { query, forms, here }) {
    const search = (query.get("q") ?? "").trim().slice(0, 100);
    const page = pageNumber(query);
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = search
      ? or(ilike(products.title, pattern), ilike(products.handle, pattern))
      : undefined;
    const deleting = /^\d{1,19}$/.test(query.get("delete") ?? "")
      ? Number(query.get("delete"))
      : null;
    const [[total], rows, [settings], categories, types, [toDelete]] = await Promise.all([
      deps.db.select({ n: count() }).from(products).where(where),
      deps.db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE),
      deps.db.select().from(shopSettings).limit(1),
      shopCategories(deps.db),
      deps.db
        .selectDistinct({ type: products.productType })
        .from(products)
        .orderBy(asc(products.productType)),
      deleting === null
        ? Promise.resolve([])
        : deps.db
            .select({ id: products.id, title: products.title, variants: count(productVariants.id) })
            .from(products)
            .leftJoin(productVariants, eq(productVariants.productId, products.id))
            .where(eq(products.id, deleting))
            .groupBy(products.id),
    ]);
    const currency = settings?.currencyCode ?? "USD";
    const variants = rows.length
      ? await deps.db
          .select()
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(productVariants.productId), asc(productVariants.position))
      : [];
    const pages = Math.max(1, Math.ceil((total?.n ?? 0) / PAGE_SIZE));
    const storefront = deps.settings.storefrontOrigin;
    return html`${toDelete ? deleteConfirmation(forms, here, toDelete) : ""}
      ${newProductForm(forms, { categories, productTypes: types.map((t) => t.type) })}
      <form class="toolbar" method="get" action="/admin/products" role="search">
        <label for="product-search">Search products</label>
        <input id="product-search" type="search" name="q" value="${search}" />
        <button type="submit">Search</button>
        <span class="muted">${total?.n ?? 0} products</span>
      </form>
      ${rows.map((product) => {
        const published = product.publishedAt !== null;
        const own = variants.filter((v) => v.productId === product.id);
        return html`<section class="card" aria-labelledby="product-${product.id}">
          <div class="toolbar">
            <h2 id="product-${product.id}">${product.title}</h2>
            <span class="badge ${published ? "ok" : "bad"}"
              >${published ? "Published" : "Hidden"}</span
            >
            ${
              published
                ? html`<a href="${storefront}/product/${product.handle}">View in shop</a>`
                : ""
            }
            ${forms.action("set-product-published", {
              hidden: { productId: product.id, published: String(!published) },
              submit: published ? "Hide" : "Publish",
              submitLabel: `${published ? "Hide" : "Publish"} ${product.title}`,
            })}
            <a
              href="${withQuery(here, { delete: String(product.id) })}"
              aria-label="Delete ${product.title}"
              >Delete</a
            >
          </div>
          <table>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">SKU</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
              </tr>
            </thead>
            <tbody>
              ${own.map((variant) => {
                const name = `${product.title} – ${variant.title}`;
                const soldOut = variant.inventoryTracked && variant.inventoryQuantity <= 0;
                return html`<tr>
                  <th scope="row">
                    ${variant.title}
                    ${soldOut ? html` <span class="badge bad">Sold out</span>` : ""}
                  </th>
                  <td>${variant.sku ?? ""}</td>
                  <td>
                    ${forms.action("set-price", {
                      hidden: { variantId: variant.id },
                      fields: html`<label class="visually-hidden" for="price-${variant.id}"
                          >Price of ${name}</label
                        >
                        <input
                          id="price-${variant.id}"
                          type="text"
                          inputmode="decimal"
                          name="price"
                          value="${Number(variant.price).toFixed(2)}"
                          size="8"
                          required
                        />
                        <label class="visually-hidden" for="compare-${variant.id}"
                          >Compare-at price of ${name}</label
                        >
                        <input
                          id="compare-${variant.id}"
                          type="text"
                          inputmode="decimal"
                          name="compareAtPrice"
                          value="${
                            variant.compareAtPrice === null
                              ? ""
                              : Number(variant.compareAtPrice).toFixed(2)
                          }"
                          placeholder="Compare at"
                          size="8"
                        />`,
                      submit: "Save price",
                      submitLabel: `Save price of ${name}`,
                    })}
                    <span class="muted">${formatAmount(variant.price, currency)}</span>
                  </td>
                  <td>
                    ${
                      variant.inventoryTracked
                        ? forms.action("set-inventory", {
                            hidden: { variantId: variant.id },
                            fields: html`<label class="visually-hidden" for="stock-${variant.id}"
                                >Stock of ${name}</label
                              >
                              <input
                                id="stock-${variant.id}"
                                type="number"
                                name="quantity"
                                min="0"
                                max="1000000"
                                step="1"
                                value="${variant.inventoryQuantity}"
                                required
                              />`,
                            submit: "Save stock",
                            submitLabel: `Save stock of ${name}`,
                          })
                        : html`<span class="muted">Not tracked</span>`
                    }
                  </td>
                </tr>`;
              })}
            </tbody>
          </table>
        </section>`;
      })}
      ${pager(here, page, pages)}`;
  },
};
