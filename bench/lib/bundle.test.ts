import { describe, expect, it } from "vitest";
import { namedScripts, staticImports } from "./bundle";

describe("the scripts a page's inline modules load", () => {
  it("finds static imports, not dynamic ones", () => {
    const source = `import "/assets/manifest-1.js";import * as route0 from "/assets/root-2.js";import("/assets/entry.client-3.js");`;
    expect(staticImports(source)).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
  });

  it("finds the modules a loader names as strings and imports later", () => {
    const loader = `const plan={"manifest":"/assets/manifest-1.js","entry":"/assets/entry.client-3.js","preloads":["/assets/shell-4.js"],"routes":[{"id":"root","modules":["/assets/root-2.js"]}]};requestAnimationFrame(()=>import(plan.entry));document.querySelector('img[fetchpriority="high"]');`;
    expect(namedScripts(loader)).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-3.js",
      "/assets/shell-4.js",
      "/assets/root-2.js",
    ]);
  });
});
