import { useState } from "react";
import { CartButton } from "./cart-button";
import { CartDrawer } from "./cart-drawer";

/**
 * The cart control until the cart feature exists: a button with no count and an empty drawer.
 * The cart issue replaces this in app/root.tsx with its own control built from CartButton and
 * CartDrawer, which can then also open the drawer after an add.
 */
export function CartShell() {
  const [open, setOpen] = useState(false);
  return <CartDrawer open={open} onOpenChange={setOpen} trigger={<CartButton count={0} />} />;
}
