// Placeholder until the storefront screens land (issue 4).
export default function Placeholder() {
  return null;
}
