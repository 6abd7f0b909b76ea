import type * as React from "react";

type IconNode = readonly (readonly [string, Record<string, string>])[];

/**
 * The lucide icons every page's header, banner and carousel draw, with lucide's own path data
 * and attributes but without lucide-react's runtime (its context, class merging and attribute
 * building were about 2 KB gzip of each first page). Elsewhere, import icons from lucide-react.
 */
function createIcon(name: string, nodes: IconNode) {
  function Icon({ className, ...props }: React.ComponentProps<"svg">) {
    const labelled = "aria-label" in props || "aria-labelledby" in props || "title" in props;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name}${className ? ` ${className}` : ""}`}
        aria-hidden={labelled ? undefined : "true"}
        {...props}
      >
        {nodes.map(([Tag, attributes], index) => {
          const Element = Tag as "path";
          return <Element key={index} {...attributes} />;
        })}
      </svg>
    );
  }
  return Icon;
}

export const ChevronLeftIcon = createIcon("chevron-left", [["path", { d: "m15 18-6-6 6-6" }]]);
export const ChevronRightIcon = createIcon("chevron-right", [["path", { d: "m9 18 6-6-6-6" }]]);
export const CopyIcon = createIcon("copy", [
  ["rect", { width: "14", height: "14", x: "8", y: "8", rx: "2", ry: "2" }],
  ["path", { d: "M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" }],
]);
export const HeartIcon = createIcon("heart", [
  [
    "path",
    {
      d: "M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z",
    },
  ],
]);
export const MenuIcon = createIcon("menu", [
  ["path", { d: "M4 5h16" }],
  ["path", { d: "M4 12h16" }],
  ["path", { d: "M4 19h16" }],
]);
export const SearchIcon = createIcon("search", [
  ["path", { d: "m21 21-4.34-4.34" }],
  ["circle", { cx: "11", cy: "11", r: "8" }],
]);
export const ShoppingBagIcon = createIcon("shopping-bag", [
  ["path", { d: "M16 10a4 4 0 0 1-8 0" }],
  ["path", { d: "M3.103 6.034h17.794" }],
  [
    "path",
    {
      d: "M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z",
    },
  ],
]);
export const UserIcon = createIcon("user", [
  ["path", { d: "M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" }],
  ["circle", { cx: "12", cy: "7", r: "4" }],
]);
export const XIcon = createIcon("x", [
  ["path", { d: "M18 6 6 18" }],
  ["path", { d: "m6 6 12 12" }],
]);
