import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { UserIcon } from "~/components/ui/icons";
import { Skeleton } from "~/components/ui/skeleton";
import type { Customer } from "../api/get-customer";
import { AccountSpinner } from "./account-spinner";
import { useRequireCustomer } from "./customer-session";

/** "Customer since": the creation date as MM/DD/YYYY. */
export function customerSince(creationDate: string): string {
  const date = new Date(creationDate);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });
}

function SideCard({
  customer,
  loading,
  onSignOut,
}: {
  customer: Customer | null;
  loading: boolean;
  onSignOut: () => void;
}) {
  const name = customer?.displayName || customer?.emailAddress?.emailAddress || "";
  return (
    <aside className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-card p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-blush-100 text-primary">
          <UserIcon aria-hidden="true" className="size-6" />
        </span>
        {loading ? (
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : (
          <div className="min-w-0">
            <p data-testid="account-name" className="truncate font-semibold">
              {name}
            </p>
            {customer?.creationDate ? (
              <p className="text-sm text-muted-foreground">
                Customer since {customerSince(customer.creationDate)}
              </p>
            ) : null}
          </div>
        )}
      </div>
      <Button variant="outline" onClick={onSignOut}>
        Sign Out
      </Button>
    </aside>
  );
}

const TAB_CLASS =
  "cursor-pointer rounded-md px-4 py-2 text-sm font-medium text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/**
 * The account page: a spinner while the session loads (guests go to the login page), the
 * side card, the Orders, Profile and My dog tabs, and Sign Out.
 */
export function AccountOverview({
  orders,
  profile,
  dog,
  demo,
}: {
  orders: ReactNode;
  profile: ReactNode;
  /** The "My dog" tab (the fit feature's, joined by the route). */
  dog?: ReactNode;
  /** The shop is the local provider: say its customers and orders are demo data. */
  demo: boolean;
}) {
  const session = useRequireCustomer();
  if (session.status !== "signed-in") return <AccountSpinner />;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-serif text-4xl font-semibold">My Account</h1>
      {demo ? (
        <p
          role="note"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          This shop is connected to the local demo provider: the customers, orders and addresses
          shown here are demo data.
        </p>
      ) : null}
      {session.customerError && !session.customer ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          We couldn&apos;t load your profile: {session.customerError.message}
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <SideCard
          customer={session.customer}
          loading={session.customerLoading}
          onSignOut={() => void session.signOut()}
        />
        <Tabs.Root defaultValue="orders" className="flex min-w-0 flex-col gap-6">
          <Tabs.List
            aria-label="Account"
            className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1"
          >
            <Tabs.Trigger value="orders" className={TAB_CLASS}>
              Orders
            </Tabs.Trigger>
            <Tabs.Trigger value="profile" className={TAB_CLASS}>
              Profile
            </Tabs.Trigger>
            {dog ? (
              <Tabs.Trigger value="dog" className={TAB_CLASS}>
                My dog
              </Tabs.Trigger>
            ) : null}
          </Tabs.List>
          <Tabs.Content value="orders">{orders}</Tabs.Content>
          <Tabs.Content value="profile">{profile}</Tabs.Content>
          {dog ? <Tabs.Content value="dog">{dog}</Tabs.Content> : null}
        </Tabs.Root>
      </div>
    </main>
  );
}
