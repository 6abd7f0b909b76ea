import { createContext, type ReactNode } from "react";

// The heart that saves a product for later sits on the catalogue's cards and product page, but
// belongs to the saved list. Features never import each other, so the app hands the control to
// the catalogue through this context; without one (tests, a shop without the list) no heart shows.

export interface SaveControlProps {
  handle: string;
  /** The product's title: the control's accessible name is "Save <title>". */
  title: string;
  className?: string;
}

/** Renders the save control for a product. */
export type RenderSaveControl = (props: SaveControlProps) => ReactNode;

export const SaveControlContext = createContext<RenderSaveControl | null>(null);
