import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { META_DESCRIPTION, pageTitle } from "~/lib/brand";
import { FeaturedProducts } from "~/features/catalog/components/featured-products";
import { featuredProductsQueryOptions } from "~/features/catalog/api/get-featured-products";
import { storefrontContext } from "~/lib/app-context";
import { makeQueryClient } from "~/lib/query-client";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle() },
  { name: "description", content: META_DESCRIPTION },
];

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  await queryClient.ensureQueryData(featuredProductsQueryOptions(context.get(storefrontContext)));
  return { dehydratedState: dehydrate(queryClient) };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <main className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="font-serif text-4xl">For the Tiniest Trendsetters</h1>
        <h2 className="mt-10 font-serif text-2xl">Peyton&apos;s Picks</h2>
        <FeaturedProducts />
      </main>
    </HydrationBoundary>
  );
}
