import type { SnapshotImage, CatalogueSnapshot } from "../catalogue/catalogue-store";
import {
  ALL_COLLECTION_HANDLE,
  categoryDescription,
  categoryOf,
  collectionIdsOf,
  handleize,
  optionPair,
} from "../catalogue/collections";

export interface CatalogueCollection {
  __typename: "Collection";
  id: number;
  handle: string;
  title: string;
  description: string;
  /** Null for `all`, else the category the collection gathers. */
  category: string | null;
  image: SnapshotImage | null;
  updatedAt: Date;
}

export interface CollectionIndex {
  list: CatalogueCollection[];
  byHandle: Map<string, CatalogueCollection>;
  byId: Map<number, CatalogueCollection>;
  /** Display name and value of each `optionPair`, in the catalogue's option order. */
  optionLabels: Map<string, { name: string; value: string }>;
  /** Each product's category collection. */
  productCollection: Map<number, CatalogueCollection>;
}

const indexes = new WeakMap<CatalogueSnapshot, CollectionIndex>();

/** Collections are derived once per catalogue snapshot (a few thousand products' metafields). */
export function collectionsOf(catalogue: CatalogueSnapshot): CollectionIndex {
  const cached = indexes.get(catalogue);
  if (cached) return cached;
  const categories = new Map<string, { image: SnapshotImage | null; updatedAt: Date }>();
  let latest = new Date(0);
  const optionLabels = new Map<string, { name: string; value: string }>();
  const categoryByProduct = new Map<number, string>();
  for (const product of catalogue.products) {
    if (product.updatedAt > latest) latest = product.updatedAt;
    for (const option of product.options) {
      for (const value of option.values) {
        const pair = optionPair(option.name, value);
        if (!optionLabels.has(pair)) optionLabels.set(pair, { name: option.name, value });
      }
    }
    const category = categoryOf([...product.metafields.values()]);
    categoryByProduct.set(product.id, category);
    const seen = categories.get(category);
    if (!seen)
      categories.set(category, { image: product.images[0] ?? null, updatedAt: product.updatedAt });
    else if (product.updatedAt > seen.updatedAt) seen.updatedAt = product.updatedAt;
  }
  const ids = collectionIdsOf(categories.keys());
  const all: CatalogueCollection = {
    __typename: "Collection",
    id: ids.all,
    handle: ALL_COLLECTION_HANDLE,
    title: "All",
    description: "Every product in the boutique.",
    category: null,
    image: catalogue.products[0]?.images[0] ?? null,
    updatedAt: latest,
  };
  const list = [
    all,
    ...[...categories.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, info]): CatalogueCollection => ({
        __typename: "Collection",
        id: ids.byCategory.get(category)!,
        handle: handleize(category),
        title: category,
        description: categoryDescription(category),
        category,
        image: info.image,
        updatedAt: info.updatedAt,
      })),
  ];
  const byHandle = new Map(list.map((c) => [c.handle, c]));
  const productCollection = new Map<number, CatalogueCollection>();
  for (const [productId, category] of categoryByProduct) {
    productCollection.set(productId, byHandle.get(handleize(category))!);
  }
  const index: CollectionIndex = {
    list,
    byHandle,
    byId: new Map(list.map((c) => [c.id, c])),
    optionLabels,
    productCollection,
  };
  indexes.set(catalogue, index);
  return index;
}
