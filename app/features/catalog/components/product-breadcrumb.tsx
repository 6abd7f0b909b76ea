import { ArrowLeftIcon } from "~/components/ui/icons";
import { useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "~/components/ui/breadcrumb";
import { originFromState, originLabel } from "../lib/breadcrumb-origin";

/**
 * The first crumb is a back button named after the origin. It goes back in history when
 * there is somewhere to go back to, else to the origin passed in navigation state, else to /shop.
 */
export function ProductBreadcrumb({ productName }: { productName?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The server never sees navigation state, so the first render (hydration included) names the
  // crumb without it; a reload of a page reached from /shop would otherwise not match the HTML.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const origin = hydrated ? originFromState(location.state) : null;

  const goBack = () => {
    // React Router numbers its history entries; idx 0 is the first page of this visit.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(origin ?? "/shop");
  };

  return (
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem>
          <button
            type="button"
            onClick={goBack}
            className="inline-flex items-center gap-1 rounded-sm font-medium text-foreground outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            {originLabel(origin)}
          </button>
        </BreadcrumbItem>
        {productName ? (
          <>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbPage>{productName}</BreadcrumbPage>
            </BreadcrumbItem>
          </>
        ) : null}
      </BreadcrumbList>
    </Breadcrumb>
  );
}

const subscribeToNothing = () => () => {};
