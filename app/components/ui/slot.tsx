import * as React from "react";

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as React.RefObject<T | null>).current = value;
}

/**
 * Renders its only child with the slot's props merged in, for `asChild` (Radix Slot's rules: the
 * child's props win, except that event handlers run both, the child's first, and `className`,
 * `style` and refs are combined). Kept here because Radix's Slot was a sizeable share of every
 * first page's JavaScript for the buttons and badges that use it.
 */
function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function") {
      merged[name] =
        typeof childValue === "function"
          ? (...args: unknown[]) => {
              const result = (childValue as (...a: unknown[]) => unknown)(...args);
              (slotValue as (...a: unknown[]) => unknown)(...args);
              return result;
            }
          : slotValue;
    } else if (name === "style") {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged.className = [slotValue, childValue].filter(Boolean).join(" ");
    }
  }
  const slotRef = slotProps.ref as React.Ref<unknown> | undefined;
  const childRef = childProps.ref as React.Ref<unknown> | undefined;
  if (slotRef && childRef)
    merged.ref = (node: unknown) => (setRef(slotRef, node), setRef(childRef, node));
  return React.cloneElement(children, merged);
}

export { Slot };
