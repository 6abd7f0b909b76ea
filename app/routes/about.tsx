import { Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { Button } from "~/components/ui/button";
import { BRAND, pageTitle } from "~/lib/brand";
import { originFromMatches, seoMeta, useSiteOrigin } from "~/lib/seo";
import type { Route } from "./+types/about";

const DESCRIPTION =
  "Meet Peyton, the tiny dog behind Peyton & Co., and the humans who started a boutique of clothing, carriers and toys made for small breeds.";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: pageTitle("About Us"),
    description: DESCRIPTION,
    origin: originFromMatches(matches),
    path: "/about",
    image: "/images/about-peyton.webp",
    imageAlt: "An illustrated portrait of Peyton with the humans",
  });

export default function AboutRoute() {
  const origin = useSiteOrigin();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      {/*
        schema.org has no dog type, so Peyton is a Thing whose additionalType is Wikidata's
        "dog" (Q144): valid for validators, and precise for anyone reading it.
      */}
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "AboutPage",
          name: pageTitle("About Us"),
          url: `${origin}/about`,
          description: DESCRIPTION,
          mainEntity: {
            "@type": "Thing",
            additionalType: "https://www.wikidata.org/wiki/Q144",
            name: "Peyton",
            alternateName: "Chief Tester",
            description:
              "A tiny dog and the mascot of Peyton & Co., who tries every sweater, carrier and toy before it reaches the shop.",
            image: `${origin}/images/about-peyton.webp`,
            url: `${origin}/about`,
          },
          publisher: { "@type": "Organization", name: BRAND, url: `${origin}/` },
        }}
      />
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Our story</p>
          <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">
            About Us
          </h1>
          <div className="prose-boutique mt-6 text-lg">
            <p>
              Hi, I&apos;m Peyton. I weigh about as much as a bag of flour, I take my naps very
              seriously, and I am the reason this shop exists.
            </p>
            <p>
              My humans and I kept running into the same problem: sweaters that drooped off my
              shoulders, harnesses built for dogs three times my size, and carriers that felt like
              cardboard boxes. Everything cute was made for big dogs, and everything made for small
              dogs was, frankly, not very cute.
            </p>
            <p>
              So one rainy winter we started making a list of the things that actually fit: the soft
              knits, the light leads, the carriers with a proper window seat. Friends at the dog
              park asked where we found them, and that list became {BRAND}
            </p>
          </div>
        </div>
        <figure className="mx-auto w-full max-w-md lg:max-w-none">
          <img
            src="/images/about-peyton.webp"
            alt="An illustrated portrait of Peyton, a tiny cream-coloured dog, sitting between the two humans who started the shop"
            width={800}
            height={960}
            fetchPriority="high"
            className="aspect-[5/6] w-full rounded-3xl bg-blush-100 object-cover shadow-lg"
          />
          <figcaption className="mt-3 text-center text-sm text-muted-foreground">
            Peyton, Chief Tester, with the humans.
          </figcaption>
        </figure>
      </div>

      <section aria-labelledby="curated" className="mt-16 rounded-3xl bg-blush-100/70 p-8 sm:p-12">
        <h2 id="curated" className="font-serif text-3xl font-semibold">
          Curated for tiny dogs
        </h2>
        <div className="prose-boutique mt-4 max-w-3xl text-lg">
          <p>
            Every piece here is picked for small breeds: chihuahuas, yorkies, poms, papillons, toy
            poodles and every little mix in between. I test the fit, the comfort and the squeak, and
            my humans check the stitching and the materials. If it doesn&apos;t pass both of us, it
            doesn&apos;t make the shelf.
          </p>
          <p>
            Tiny dogs are where we started, but they won&apos;t be where we stop. We plan to widen
            the collection for larger dogs later, with the same care — my bigger friends at the park
            have been very patient.
          </p>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/shop">Shop the collection</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Say hello</Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
