import { MenuIcon, SearchIcon, UserIcon } from "~/components/ui/icons";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { useDeferredDialog } from "~/components/ui/use-deferred-dialog";
import { cn } from "~/lib/utils";
import { BrandLogo } from "./brand-logo";
import { ACCOUNT_LINK, NAV_LINKS } from "./nav-links";
import { useScrolled } from "./use-scrolled";

const loadSearchDrawer = () => import("./search-drawer");
const loadMenuDrawer = () => import("./menu-drawer");
const SearchDrawer = lazy(loadSearchDrawer);
const MenuDrawer = lazy(loadMenuDrawer);

export interface SearchSlotContext {
  /** "inline" sits in the header bar; "drawer" fills the narrow-screen search drawer. */
  variant: "inline" | "drawer";
  /** Call after the search navigates away, so the drawer holding it closes. */
  onDone: () => void;
}

/**
 * The sticky site header. Components never import features, so the search comes in as a render
 * slot and the saved link and cart control as elements; app/root.tsx composes them.
 *
 * Under 630 px a left drawer holds the search; below the `lg` breakpoint a right drawer
 * holds the page links; the bar turns translucent once the page has scrolled. The drawers' code
 * loads when first opened (useDeferredDialog).
 */
export function SiteHeader({
  renderSearch,
  saved,
  cart,
}: {
  renderSearch: (context: SearchSlotContext) => ReactNode;
  /** The link to the saved list, beside the cart. */
  saved?: ReactNode;
  cart: ReactNode;
}) {
  const scrolled = useScrolled();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const search = useDeferredDialog({
    open: searchOpen,
    onOpenChange: setSearchOpen,
    preload: loadSearchDrawer,
  });
  const menu = useDeferredDialog({
    open: menuOpen,
    onOpenChange: setMenuOpen,
    preload: loadMenuDrawer,
  });

  return (
    <header
      data-scrolled={scrolled ? "" : undefined}
      className={cn(
        "sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300",
        scrolled
          ? "border-blush-200/70 bg-background/75 shadow-sm backdrop-blur-md"
          : "border-transparent bg-background",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Button
          {...search.triggerProps}
          variant="ghost"
          size="icon"
          aria-label="Open search"
          className="narrow:hidden"
        >
          <SearchIcon aria-hidden="true" className="size-5" />
        </Button>
        {search.mounted ? (
          <Suspense fallback={null}>
            <SearchDrawer
              open={searchOpen}
              onOpenChange={setSearchOpen}
              onCloseAutoFocus={search.onCloseAutoFocus}
            >
              {renderSearch({ variant: "drawer", onDone: () => setSearchOpen(false) })}
            </SearchDrawer>
          </Suspense>
        ) : null}

        <BrandLogo className="mr-auto lg:mr-6" />

        <nav aria-label="Main" className="hidden lg:mr-auto lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                      isActive && "text-primary underline decoration-2 underline-offset-8",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden narrow:block narrow:w-56 md:w-64">
          {renderSearch({ variant: "inline", onDone: () => {} })}
        </div>

        <Button variant="ghost" size="icon" asChild className="hidden lg:inline-flex">
          <Link to={ACCOUNT_LINK.to} aria-label={ACCOUNT_LINK.label}>
            <UserIcon aria-hidden="true" className="size-5" />
          </Link>
        </Button>

        {saved}
        {cart}

        <Button
          {...menu.triggerProps}
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          className="lg:hidden"
        >
          <MenuIcon aria-hidden="true" className="size-5" />
        </Button>
        {menu.mounted ? (
          <Suspense fallback={null}>
            <MenuDrawer
              open={menuOpen}
              onOpenChange={setMenuOpen}
              onCloseAutoFocus={menu.onCloseAutoFocus}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
