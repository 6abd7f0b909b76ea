import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { updateCustomerName } from "../api/customer-update";
import { failureMessage } from "./account-errors";
import { useCustomerSession } from "./customer-session";

/** The profile form: first and last name (email and phone cannot be changed here). */
const profileSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, "First name is required")),
  lastName: z.string().check(z.trim(), z.minLength(1, "Last name is required")),
});

type ProfileValues = z.infer<typeof profileSchema>;

const NOT_LOGGED_IN = "You must be logged in to update your profile";

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

function ProfileForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const { status, customer, patchCustomer, refreshCustomer } = useCustomerSession();
  const { register, handleSubmit, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: customer?.firstName ?? "", lastName: customer?.lastName ?? "" },
  });
  const { errors, isSubmitting } = formState;

  const save = async (values: ProfileValues) => {
    if (status !== "signed-in" || !customer) {
      toast.error("Error", { description: NOT_LOGGED_IN });
      return;
    }
    try {
      const saved = await updateCustomerName(values);
      patchCustomer((current) => ({
        ...current,
        firstName: saved?.firstName ?? values.firstName,
        lastName: saved?.lastName ?? values.lastName,
      }));
      toast.success("Success", { description: "Your profile has been updated successfully" });
      onDone();
      void refreshCustomer();
    } catch (error) {
      toast.error("Error", {
        description: failureMessage(error, "Failed to update profile", NOT_LOGGED_IN),
      });
    }
  };

  const field = (name: keyof ProfileValues, label: string, autoComplete: string) => {
    const error = errors[name]?.message;
    return (
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {label}
        </label>
        <Input
          id={`${id}-${name}`}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        {error ? (
          <p id={`${id}-${name}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      noValidate
      aria-label="Edit profile"
      onSubmit={(event) => void handleSubmit(save)(event)}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firstName", "First Name", "given-name")}
        {field("lastName", "Last Name", "family-name")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            Email
          </label>
          <Input
            id={`${id}-email`}
            value={customer?.emailAddress?.emailAddress ?? ""}
            disabled
            readOnly
            aria-describedby={`${id}-locked`}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-phone`} className="text-sm font-medium">
            Phone
          </label>
          <Input
            id={`${id}-phone`}
            value={customer?.phoneNumber?.phoneNumber ?? ""}
            disabled
            readOnly
            aria-describedby={`${id}-locked`}
          />
        </div>
      </div>
      <p id={`${id}-locked`} className="text-sm text-muted-foreground">
        Email and phone number cannot be edited here.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The Profile tab: the read-only profile, and "Edit Profile" swapping in its form. */
export function ProfileDetails() {
  const { customer } = useCustomerSession();
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="profile-heading"
      className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-heading" className="text-xl font-semibold">
          Profile Information
        </h2>
        {!editing ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        ) : null}
      </div>
      {editing ? (
        <ProfileForm onDone={() => setEditing(false)} />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          <ReadOnlyField label="First Name" value={customer?.firstName || "Not provided"} />
          <ReadOnlyField label="Last Name" value={customer?.lastName || "Not provided"} />
          <ReadOnlyField
            label="Email"
            value={customer?.emailAddress?.emailAddress || "Not provided"}
          />
          <ReadOnlyField
            label="Phone"
            value={customer?.phoneNumber?.phoneNumber || "Not provided"}
          />
        </dl>
      )}
    </section>
  );
}
