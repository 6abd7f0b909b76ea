import type { ReactNode } from "react";
import { Link } from "react-router";
import { transformImageUrl } from "~/lib/image-url";
import { formatPrice } from "~/lib/money";
import type { ListedProduct } from "../api/get-listed-products";

/** A listed product: its photo, title (linking to its page), current price and stock. */
export function ProductTile({
  product,
  children,
}: {
  product: ListedProduct;
  children?: ReactNode;
}) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-blush-100">
      {product.image ? (
        <img
          src={transformImageUrl(product.image.url, { width: 480, height: 600, crop: "center" })}
          width={480}
          height={600}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[4/5] h-auto w-full bg-blush-100 object-cover"
        />
      ) : (
        <div className="aspect-[4/5] w-full bg-blush-100" />
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-serif text-lg leading-snug">
          <Link
            to={`/product/${product.handle}`}
            prefetch="intent"
            className="underline-offset-4 hover:underline"
          >
            {product.title}
          </Link>
        </h3>
        <p className="font-medium">{formatPrice(product.price)}</p>
        <p className="text-sm text-muted-foreground">
          {product.availableForSale ? "In stock" : "Sold out"}
        </p>
        {children ? <div className="mt-auto flex flex-wrap gap-2 pt-2">{children}</div> : null}
      </div>
    </article>
  );
}
