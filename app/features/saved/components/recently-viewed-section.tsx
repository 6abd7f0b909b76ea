import { useState } from "react";
import { useListedProducts } from "../api/get-listed-products";
import { readRecentlyViewed, rememberView, shownRecently } from "../lib/recently-viewed";
import { ProductTile } from "./product-tile";

/**
 * "Recently viewed": what this browser looked at lately, never the product on screen. On a
 * product page (`current`) it also records the view. Nothing shows until there is something.
 * The product page mounts it with the product as its key.
 */
export default function RecentlyViewedSection({ current }: { current?: string }) {
  // Rendered in the browser only (after the page is idle), so storage is read as it mounts; a
  // new product page mounts a new section.
  const [views] = useState(() => (current ? rememberView(current) : readRecentlyViewed()));
  const handles = views.filter((handle) => handle !== current);
  const { data } = useListedProducts(handles);
  const shown = data ? shownRecently(handles, data, current) : [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="flex flex-col gap-4">
      <h2 id="recently-viewed-heading" className="font-serif text-2xl">
        Recently viewed
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {shown.map((product) => (
          <li key={product.handle}>
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
