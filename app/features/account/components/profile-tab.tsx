import { AddressesCard } from "./addresses-card";
import { useCustomerSession } from "./customer-session";
import { ProfileDetails } from "./profile-details";

/**
 * The Profile tab: the customer's details, then their addresses. Until the profile has
 * been read there is nothing true to show ("Not provided" or "No addresses added" would be
 * wrong), so placeholders stand in; a failed read is announced above the tabs.
 */
export function ProfileTab() {
  const { customer, customerLoading } = useCustomerSession();
  if (!customer) {
    return customerLoading ? (
      <div className="grid gap-6" aria-busy="true" aria-label="Loading your profile">
        <div className="h-48 animate-pulse rounded-lg bg-muted" />
        <div className="h-64 animate-pulse rounded-lg bg-muted" />
      </div>
    ) : (
      <p className="text-muted-foreground">Your profile isn&apos;t available right now.</p>
    );
  }
  return (
    <div className="grid gap-6">
      <ProfileDetails />
      <AddressesCard />
    </div>
  );
}
