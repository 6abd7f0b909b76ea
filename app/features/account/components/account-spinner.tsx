/** The spinner the account pages show while the session is being read. */
export function AccountSpinner({ label = "Loading your account..." }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-blush-200 border-t-primary"
      />
      <span className="text-muted-foreground">{label}</span>
    </div>
  );
}
