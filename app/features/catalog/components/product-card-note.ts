import { createContext, type ReactNode } from "react";

/**
 * What another feature adds to every product card, under its price (the fit feature's
 * "Fits Bella: S"). The app's root provides it, since features never import each other; a module
 * of its own, so providing it does not bring the card's code to pages that show no cards.
 */
export const ProductCardNote = createContext<((handle: string) => ReactNode) | null>(null);
