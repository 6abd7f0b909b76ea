import type { ArtMotif } from "../../catalogue/artwork-schema";
import { bandana, bow, carrier, collar, harness, hat, leash, sling, tote } from "./accessories";
import { dog } from "./dog";
import { coat, dress, pajamas, raincoat, sweater, tshirt } from "./garments";
import { ball, bed, blanket, bowl, chewToy, plush } from "./home-and-toys";
import type { Palette } from "./palette";

// The item on its own, as the front, back and detail views draw it; `back` swaps in its back details.
export function motifShape(motif: ArtMotif, p: Palette, back: boolean): string {
  switch (motif) {
    case "sweater":
      return sweater(p, back);
    case "coat":
      return coat(p, back);
    case "dress":
      return dress(p, back);
    case "pajamas":
      return pajamas(p, back);
    case "tshirt":
      return tshirt(p, back);
    case "raincoat":
      return raincoat(p, back);
    case "collar":
      return collar(p);
    case "bandana":
      return bandana(p, back);
    case "bow":
      return bow(p, back);
    case "hat":
      return hat(p, back);
    case "carrier":
      return carrier(p, back);
    case "sling":
      return sling(p, back);
    case "tote":
      return tote(p, back);
    case "bed":
      return bed(p);
    case "blanket":
      return blanket(p);
    case "bowl":
      return bowl(p);
    case "plush":
      return plush(p, back);
    case "chew-toy":
      return chewToy(p);
    case "ball":
      return ball(p);
    case "harness":
      return harness(p, back);
    case "leash":
      return leash(p);
    case "dog":
      return `<g transform="translate(-8 20)">${dog(p, {
        beforeHead: `<path d="M240 222Q258 268 300 272" fill="none" stroke="${p.main}" stroke-width="14" stroke-linecap="round"/>`,
      })}</g>`;
  }
}
