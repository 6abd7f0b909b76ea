import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/toast";
import { StorefrontError } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { addedMessage, checkAddToCart, type KnownStock } from "../lib/add-to-cart-rules";
import { clearCartId, readCartId, writeCartId } from "../lib/cart-id-storage";
import { addCartLines, cartQueryOptions, createCart, quantityInCart } from "./cart-operations";

export interface AddToCartInput {
  variantId: string | null | undefined;
  quantity: number;
  /** Each variant's known stock, from the product being shown. */
  stock: KnownStock[];
}

/**
 * Adds a variant to the commerce cart: creates the cart (and stores its id) when there is none,
 * otherwise adds lines to it, after the stock checks of spec §5. Every outcome is a toast with
 * the spec's wording. The cart drawer, badge and line editing arrive with the cart issue.
 */
export function useAddToCart() {
  const storefront = useStorefront();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: async ({ variantId, quantity, stock }: AddToCartInput) => {
      if (!variantId) {
        console.error("Add to cart needs a variant id");
        return;
      }
      let cartId = readCartId();
      let inCart = 0;
      if (cartId) {
        const cart = await queryClient.fetchQuery({
          ...cartQueryOptions(storefront, cartId),
          staleTime: 0,
        });
        // Design decision 5: drop the id only when the provider says the cart is gone.
        if (cart) inCart = quantityInCart(cart, variantId);
        else {
          clearCartId();
          cartId = null;
        }
      }
      const check = checkAddToCart({ variantId, quantity, stock, inCart });
      if (!check.ok) {
        toast.error(check.message);
        return;
      }
      const lines = [{ merchandiseId: variantId, quantity }];
      const cart = cartId
        ? await addCartLines(storefront, cartId, lines)
        : await createCart(storefront, lines);
      writeCartId(cart.id);
      queryClient.setQueryData(cartQueryOptions(storefront, cart.id).queryKey, cart);
      toast.success(addedMessage(quantity));
    },
    onError: (error) => {
      console.error(
        "Failed to add to cart",
        error instanceof StorefrontError ? error.message : error,
      );
      toast.error("Failed to add to cart");
    },
  });

  return { addToCart: mutation.mutate, isAdding: mutation.isPending };
}
