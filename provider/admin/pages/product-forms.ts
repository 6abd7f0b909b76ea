import { html, type SafeHtml } from "../../http/html";
import type { ConsoleForms } from "../console-form";
import { withQuery } from "../console-page";

/**
 * "New product": the fields of the create-product operation. The handle may be left empty to
 * be derived from the title; sizes and their stock are one field ("XS: 5, S: 8").
 */
export function newProductForm(
  forms: ConsoleForms,
  options: { categories: string[]; productTypes: string[] },
): SafeHtml {
  return html`<details class="card">
    <summary><h2 class="inline-heading">New product</h2></summary>
    ${forms.action("create-product", {
      className: "stack",
      fields: html`<label for="new-title">Title</label>
        <input id="new-title" type="text" name="title" maxlength="255" required />
        <label for="new-handle"
          >Handle <span class="hint">(optional: made from the title)</span></label
        >
        <input
          id="new-handle"
          type="text"
          name="handle"
          maxlength="255"
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          aria-describedby="new-handle-hint"
        />
        <span id="new-handle-hint" class="hint">Lowercase letters, digits and hyphens.</span>
        <label for="new-description">Description</label>
        <textarea id="new-description" name="description" rows="4" maxlength="2000"></textarea>
        <label for="new-category">Category</label>
        <select id="new-category" name="category" required>
          ${options.categories.map((category) => html`<option>${category}</option>`)}
        </select>
        <label for="new-type">Product type</label>
        <input
          id="new-type"
          type="text"
          name="productType"
          maxlength="80"
          list="product-types"
          required
        />
        <datalist id="product-types">
          ${options.productTypes.map((type) => html`<option value="${type}"></option>`)}
        </datalist>
        <label for="new-price">Price</label>
        <input id="new-price" type="text" inputmode="decimal" name="price" size="8" required />
        <label for="new-sizes">Sizes and stock</label>
        <input
          id="new-sizes"
          type="text"
          name="sizes"
          placeholder="XS: 5, S: 8, M: 0"
          aria-describedby="new-sizes-hint"
          required
        />
        <span id="new-sizes-hint" class="hint"
          >Each size with its stock, separated by commas, e.g. XS: 5, S: 8, M: 0.</span
        >
        <label><input type="checkbox" name="published" value="true" /> Publish on the shop</label>`,
      submit: "Create product",
    })}
  </details>`;
}

/**
 * The confirmation step of "Delete": what goes, what stays, and the one button that deletes.
 * Shown on the products page when its query names the product (`?delete=<id>`).
 */
export function deleteConfirmation(
  forms: ConsoleForms,
  here: string,
  product: { id: number; title: string; variants: number },
): SafeHtml {
  return html`<section class="card alert" role="region" aria-labelledby="confirm-delete">
    <h2 id="confirm-delete">Delete ${product.title}?</h2>
    <p>
      This removes the product and its ${product.variants}
      ${product.variants === 1 ? "size" : "sizes"} from the shop for good: its page, listings and
      every cart lose it. Orders that include it keep their lines as they were bought.
    </p>
    <div class="toolbar">
      ${forms.action("delete-product", {
        hidden: { productId: product.id, confirm: "true" },
        submit: "Delete product",
        submitLabel: `Delete ${product.title} for good`,
        danger: true,
      })}
      <a href="${withQuery(here, { delete: null })}">Cancel</a>
    </div>
  </section>`;
}
