import { MenuIcon, SearchIcon, UserIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "~/components/ui/sheet";
import { cn } from "~/lib/utils";
import { BrandLogo } from "./brand-logo";
import { ACCOUNT_LINK, NAV_LINKS } from "./nav-links";
import { useScrolled } from "./use-scrolled";

export interface SearchSlotContext {
  /** "inline" sits in the header bar; "drawer" fills the narrow-screen search drawer. */
  variant: "inline" | "drawer";
  /** Call after the search navigates away, so the drawer holding it closes. */
  onDone: () => void;
}

/**
 * The sticky site header. Components never import features, so the search comes in as a render
 * slot and the cart control as an element; app/root.tsx composes them.
 *
 * Spec §2: under 630 px a left drawer holds the search; below the `lg` breakpoint a right drawer
 * holds the page links; the bar turns translucent once the page has scrolled.
 */
export function SiteHeader({
  renderSearch,
  cart,
}: {
  renderSearch: (context: SearchSlotContext) => ReactNode;
  cart: ReactNode;
}) {
  const scrolled = useScrolled();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

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
        <Sheet open={searchOpen} onOpenChange={setSearchOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open search" className="narrow:hidden">
              <SearchIcon aria-hidden="true" className="size-5" />
            </Button>
          </SheetTrigger>
          <SheetContent
            side="left"
            closeLabel="Close search"
            // The search box takes focus itself after the spec's 100 ms delay.
            onOpenAutoFocus={(event) => event.preventDefault()}
            // Escape in a search box with text clears the search first; the next one closes.
            onEscapeKeyDown={(event) => {
              const active = document.activeElement;
              if (active instanceof HTMLInputElement && active.value !== "") event.preventDefault();
            }}
          >
            <SheetHeader>
              <SheetTitle>Search</SheetTitle>
              <SheetDescription className="sr-only">
                Find products by name or category.
              </SheetDescription>
            </SheetHeader>
            <div className="px-4">
              {renderSearch({ variant: "drawer", onDone: () => setSearchOpen(false) })}
            </div>
          </SheetContent>
        </Sheet>

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

        {cart}

        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open menu" className="lg:hidden">
              <MenuIcon aria-hidden="true" className="size-5" />
            </Button>
          </SheetTrigger>
          <SheetContent side="right" closeLabel="Close menu">
            <SheetHeader>
              <SheetTitle>Menu</SheetTitle>
              <SheetDescription className="sr-only">Pages of the shop.</SheetDescription>
            </SheetHeader>
            <nav aria-label="Mobile" className="px-2">
              <ul className="flex flex-col">
                {[...NAV_LINKS, ACCOUNT_LINK].map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end
                      onClick={() => setMenuOpen(false)}
                      className={({ isActive }) =>
                        cn(
                          "block rounded-md px-3 py-3 text-lg font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                          isActive && "bg-accent text-primary",
                        )
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
