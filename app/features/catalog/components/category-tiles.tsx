import { Link } from "react-router";
import type { Category } from "~/lib/catalog-categories";

/** Each tile's name and the shop category it opens. */
export const HOME_CATEGORIES = [
  { name: "Dazzle", category: "Accessories" },
  { name: "Travel", category: "Carriers" },
  { name: "Wear", category: "Clothing" },
  { name: "Nest", category: "Home" },
  { name: "Play", category: "Toys" },
  { name: "Walk", category: "Walking" },
] as const satisfies readonly { name: string; category: Exclude<Category, "All"> }[];

/** "Shop by category": six tiles, each opening the shop filtered to its category. */
export function CategoryTiles() {
  return (
    <section aria-labelledby="shop-by-category">
      <h2 id="shop-by-category" className="mb-6 font-serif text-3xl">
        Shop by category
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {HOME_CATEGORIES.map(({ name, category }) => (
          <li key={category}>
            <Link
              to={`/shop?category=${encodeURIComponent(category)}`}
              className="group relative block overflow-hidden rounded-2xl ring-1 ring-blush-100 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <img
                src={`/images/category-${category.toLowerCase()}.webp`}
                alt=""
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-square h-auto w-full bg-blush-100 object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <span className="absolute inset-x-3 bottom-3 flex flex-col rounded-xl bg-white/90 px-4 py-2">
                <span className="font-serif text-xl">{name}</span>
                <span className="text-sm text-muted-foreground">{category}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
