import type { DeferredDialogProps } from "~/components/ui/use-deferred-dialog";
import { NavLink } from "react-router";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";
import { cn } from "~/lib/utils";
import { ACCOUNT_LINK, NAV_LINKS } from "./nav-links";

/**
 * The page links below the `lg` breakpoint (a right drawer holds the links). Loaded the
 * first time it opens, by SiteHeader, which owns its trigger.
 */
export default function MenuDrawer({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel="Close menu" onCloseAutoFocus={onCloseAutoFocus}>
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
                  onClick={() => onOpenChange(false)}
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
  );
}
