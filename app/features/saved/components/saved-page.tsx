import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import type { CartLineDraft } from "~/lib/cart-line-draft";
import { useListedProducts, type ListedProduct } from "../api/get-listed-products";
import { readSharedHandles, shareLink } from "../lib/saved-items";
import { loadSavedStore, useSavedList } from "../lib/saved-state";
import { ProductTile } from "./product-tile";

type SavedStore = Awaited<ReturnType<typeof loadSavedStore>>;

/**
 * `/saved`: this browser's saved list with current prices and stock, Add to Cart and Remove,
 * and the link that shares it; or, opened from such a link (`shared`, the `items` parameter),
 * that list read-only. A product with options to choose (a size) links to its page rather than
 * guessing one. Saved products the shop does not list now (hidden by the shop, or deleted: the
 * Storefront API answers both alike) are not shown, but stay on the shopper's own list, so one
 * the shop lists again comes back; a note says how many there are and takes them off on request.
 */
export function SavedPage({
  shared,
  onAddToCart,
}: {
  shared: string | null;
  onAddToCart: (draft: CartLineDraft) => void;
}) {
  const own = useSavedList({ eager: shared === null });
  const handles = shared === null ? own : readSharedHandles(shared);
  const { data: products, isPending, isSuccess } = useListedProducts(handles ?? []);
  const loading = handles === null || (handles.length > 0 && isPending);

  // Only once the shop has answered for every handle, so a failed request hides nothing.
  const unlisted =
    shared === null && isSuccess && own
      ? own.filter((handle) => !products.some((product) => product.handle === handle))
      : [];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:py-10">
      <h1 className="font-serif text-3xl md:text-4xl">
        {shared === null ? "Saved" : "A saved list, shared with you"}
      </h1>
      {loading ? (
        <p className="text-muted-foreground">Loading…</p>
      ) : !products?.length && unlisted.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted-foreground">
            {shared === null
              ? "Nothing saved yet. Tap the heart on a product to keep it here."
              : "None of these products is in the shop any longer."}
          </p>
          <Link to="/shop" className="text-primary underline underline-offset-4">
            Browse all products
          </Link>
        </div>
      ) : (
        <>
          {products?.length ? (
            <>
              {shared === null ? <ShareLink /> : null}
              <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
                {products.map((product) => (
                  <li key={product.handle}>
                    <ProductTile product={product}>
                      <AddAction product={product} onAddToCart={onAddToCart} />
                      {shared === null ? <RemoveAction product={product} /> : null}
                    </ProductTile>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {unlisted.length > 0 ? <UnlistedNote handles={unlisted} /> : null}
        </>
      )}
    </main>
  );
}

function AddAction({
  product,
  onAddToCart,
}: {
  product: ListedProduct;
  onAddToCart: (draft: CartLineDraft) => void;
}) {
  const { draft } = product;
  if (!product.availableForSale) {
    return (
      <Button size="sm" disabled>
        Sold Out
      </Button>
    );
  }
  if (!draft) {
    return (
      <Button size="sm" asChild>
        <Link to={`/product/${product.handle}`} aria-label={`Choose options for ${product.title}`}>
          Choose options
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      aria-label={`Add ${product.title} to cart`}
      onClick={() => onAddToCart(draft)}
    >
      Add to Cart
    </Button>
  );
}

function RemoveAction({ product }: { product: ListedProduct }) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Remove ${product.title}`}
      onClick={() => void loadSavedStore().then((store) => store.removeSaved(product.handle))}
    >
      Remove
    </Button>
  );
}

/**
 * The saved products the shop does not list at the moment. Taking them off records each as a
 * removal, so the account's copy, merged later, does not bring them back.
 */
function UnlistedNote({ handles }: { handles: readonly string[] }) {
  const one = handles.length === 1;
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-blush-100 p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm text-muted-foreground">
        {one
          ? "1 saved product isn't in the shop at the moment. It will show here again if the shop brings it back."
          : `${handles.length} saved products aren't in the shop at the moment. They will show here again if the shop brings them back.`}
      </p>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void loadSavedStore().then((store) => store.removeManySaved(handles))}
      >
        {one ? "Remove it from the list" : "Remove them from the list"}
      </Button>
    </div>
  );
}

/** The link that opens this list, read-only, on another device. */
function ShareLink() {
  const [store, setStore] = useState<SavedStore | null>(null);
  useEffect(() => {
    void loadSavedStore().then(setStore);
  }, []);
  useSavedList();
  if (!store) return null;
  const url = `${window.location.origin}${shareLink(store.savedList.get())}`;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-blush-50 p-4 sm:flex-row sm:items-center">
      <label htmlFor="saved-share-link" className="text-sm font-medium">
        Share this list
      </label>
      <input
        id="saved-share-link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1 rounded-md border border-input bg-background px-3 py-2 text-sm"
      />
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          void navigator.clipboard?.writeText(url).then(
            () => toast.success("Link copied"),
            () => toast("Select the link and copy it"),
          )
        }
      >
        Copy link
      </Button>
    </div>
  );
}
