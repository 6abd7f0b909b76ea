// Placeholder so the /account page can render its tabs while the profile view is built.
export function ProfileTab() {
  return <h2 className="text-xl font-semibold">Profile</h2>;
}
