import { AddressesCard } from "./addresses-card";
import { ProfileDetails } from "./profile-details";

/** Spec §2 Profile tab: the customer's details, then their addresses. */
export function ProfileTab() {
  return (
    <div className="grid gap-6">
      <ProfileDetails />
      <AddressesCard />
    </div>
  );
}
