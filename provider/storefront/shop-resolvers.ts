import type { ResolverMap } from "../graphql/executor";
import { toGid } from "../graphql/ids";
import { collectionsOf } from "./collection-model";
import type { StorefrontContext } from "./context";

/**
 * The shop's brand settings and navigation menus, as a merchant sets them in the admin. Menu
 * item URLs are absolute on the shop's domain, as Shopify returns them; COLLECTION, PAGE and
 * SHOP_POLICY items name their resource by id.
 */
const BRAND = {
  slogan: "For the Tiniest Trendsetters",
  shortDescription: "A luxury boutique for small-breed dogs.",
  colors: {
    primary: [{ background: "#9c3f52", foreground: "#fffaf5" }],
    secondary: [{ background: "#fbe9ec", foreground: "#2b2124" }],
  },
  // No logo files are uploaded to this shop; Shopify answers null for each then.
  logo: null,
  squareLogo: null,
  coverImage: null,
};

interface MenuItemShape {
  id: string;
  title: string;
  url: string;
  type: string;
  resourceId: string | null;
  resource: null;
  tags: string[];
  items: MenuItemShape[];
}

type Entry = [title: string, path: string, type: string, resourceId?: string | null];

function menuOf(ctx: StorefrontContext, handle: string) {
  const origin = ctx.settings.publicUrl.replace(/\/$/, "");
  const collections = collectionsOf(ctx.catalogue);
  let next = 0;
  const item = ([title, path, type, resourceId]: Entry, items: MenuItemShape[] = []) => ({
    id: toGid("MenuItem", 51_000 + (handle === "footer" ? 100 : 0) + ++next),
    title,
    url: `${origin}${path}`,
    type,
    resourceId: resourceId ?? null,
    resource: null,
    tags: [],
    items,
  });
  if (handle === "main-menu") {
    const all = collections.byHandle.get("all")!;
    const items = [
      item(["Home", "/", "FRONTPAGE"]),
      item(
        ["Shop", "/collections/all", "COLLECTION", toGid("Collection", all.id)],
        collections.list
          .filter((c) => c.category)
          .map((c) =>
            item([c.title, `/collections/${c.handle}`, "COLLECTION", toGid("Collection", c.id)]),
          ),
      ),
      item(["About", "/pages/about", "PAGE", toGid("Page", 1)]),
      item(["FAQ", "/pages/faq", "PAGE", toGid("Page", 2)]),
      item(["Contact", "/pages/contact", "PAGE", toGid("Page", 3)]),
    ];
    return { id: toGid("Menu", 1), handle, title: "Main menu", items };
  }
  if (handle === "footer") {
    const items = [
      item(["Search", "/search", "SEARCH"]),
      item(["Privacy Policy", "/policies/privacy-policy", "SHOP_POLICY", toGid("ShopPolicy", 1)]),
      item([
        "Returns & Exchanges",
        "/policies/refund-policy",
        "SHOP_POLICY",
        toGid("ShopPolicy", 2),
      ]),
      item(["Shipping", "/policies/shipping-policy", "SHOP_POLICY", toGid("ShopPolicy", 3)]),
    ];
    return { id: toGid("Menu", 2), handle, title: "Footer menu", items };
  }
  return null;
}

const countItems = (items: MenuItemShape[]): number =>
  items.reduce((sum, i) => sum + 1 + countItems(i.items), 0);

export const shopResolvers: ResolverMap<StorefrontContext> = {
  Shop: {
    brand: () => BRAND,
    // Since 2026-01. The shop offers no social sign-in, for which Shopify lists none.
    socialLoginProviders: () => [],
    // Since 2026-04. Policies this shop has not written, which Shopify answers with null.
    termsOfSale: () => null,
    legalNotice: () => null,
    contactInformation: () => null,
  },
  QueryRoot: {
    menu: (_: unknown, args: { handle: string }, ctx) => {
      const menu = menuOf(ctx, args.handle);
      return menu && { ...menu, itemsCount: countItems(menu.items) };
    },
  },
};
