import type { DogMeasurements } from "./recommend-size";
import type { LengthUnit, WeightUnit } from "./size-chart";

// Common small breeds and what a typical adult of each measures, for a shopper who has no tape to
// hand. Weights are the adult weights the American Kennel Club gives for the breed (its standard,
// or its breed page where the standard sets a height only); neck, chest and back length are
// typical ranges written for this shop from the sizes dog-apparel makers publish for each breed
// as a class, not a standard of any kind. Where they come from, and how far to trust them, is in
// docs/breed-measurements.md. A breed's midpoint is a starting value the shopper can correct,
// never a substitute for measuring the dog.

type Range = readonly [number, number];

export interface Breed {
  /** Stable id, kept in the dog's profile. */
  id: string;
  name: string;
  /** Adult weight in pounds, as the AKC gives it. */
  weightLb: Range;
  /** Typical body measurements in centimetres. */
  neckCm: Range;
  chestCm: Range;
  backCm: Range;
}

export const BREEDS: readonly Breed[] = [
  {
    id: "bichon-frise",
    name: "Bichon Frise",
    weightLb: [12, 18],
    neckCm: [28, 36],
    chestCm: [43, 53],
    backCm: [30, 38],
  },
  {
    id: "boston-terrier",
    name: "Boston Terrier",
    weightLb: [12, 25],
    neckCm: [33, 41],
    chestCm: [46, 58],
    backCm: [30, 38],
  },
  {
    id: "cavalier-king-charles-spaniel",
    name: "Cavalier King Charles Spaniel",
    weightLb: [13, 18],
    neckCm: [30, 38],
    chestCm: [46, 58],
    backCm: [33, 41],
  },
  {
    id: "chihuahua",
    name: "Chihuahua",
    weightLb: [2, 6],
    neckCm: [18, 25],
    chestCm: [28, 38],
    backCm: [18, 28],
  },
  {
    id: "dachshund-miniature",
    name: "Dachshund (miniature)",
    weightLb: [8, 11],
    neckCm: [23, 30],
    chestCm: [33, 43],
    backCm: [30, 38],
  },
  {
    id: "french-bulldog",
    name: "French Bulldog",
    weightLb: [16, 28],
    neckCm: [36, 46],
    chestCm: [56, 71],
    backCm: [30, 40],
  },
  {
    id: "havanese",
    name: "Havanese",
    weightLb: [7, 13],
    neckCm: [25, 33],
    chestCm: [38, 48],
    backCm: [28, 36],
  },
  {
    id: "italian-greyhound",
    name: "Italian Greyhound",
    weightLb: [7, 14],
    neckCm: [23, 30],
    chestCm: [38, 48],
    backCm: [30, 38],
  },
  {
    id: "maltese",
    name: "Maltese",
    weightLb: [4, 7],
    neckCm: [20, 28],
    chestCm: [30, 41],
    backCm: [20, 30],
  },
  {
    id: "miniature-pinscher",
    name: "Miniature Pinscher",
    weightLb: [8, 10],
    neckCm: [23, 30],
    chestCm: [33, 43],
    backCm: [25, 33],
  },
  {
    id: "miniature-schnauzer",
    name: "Miniature Schnauzer",
    weightLb: [11, 20],
    neckCm: [30, 38],
    chestCm: [43, 56],
    backCm: [33, 41],
  },
  {
    id: "papillon",
    name: "Papillon",
    weightLb: [5, 10],
    neckCm: [20, 28],
    chestCm: [33, 43],
    backCm: [23, 30],
  },
  {
    id: "pomeranian",
    name: "Pomeranian",
    weightLb: [3, 7],
    neckCm: [20, 28],
    chestCm: [30, 41],
    backCm: [20, 28],
  },
  {
    id: "pug",
    name: "Pug",
    weightLb: [14, 18],
    neckCm: [30, 41],
    chestCm: [46, 58],
    backCm: [28, 36],
  },
  {
    id: "russell-terrier",
    name: "Russell Terrier (Jack Russell)",
    weightLb: [9, 15],
    neckCm: [28, 36],
    chestCm: [41, 51],
    backCm: [30, 38],
  },
  {
    id: "shih-tzu",
    name: "Shih Tzu",
    weightLb: [9, 16],
    neckCm: [28, 36],
    chestCm: [40, 53],
    backCm: [28, 38],
  },
  {
    id: "toy-poodle",
    name: "Toy Poodle",
    weightLb: [4, 6],
    neckCm: [20, 28],
    chestCm: [30, 41],
    backCm: [22, 30],
  },
  {
    id: "yorkshire-terrier",
    name: "Yorkshire Terrier",
    weightLb: [4, 7],
    neckCm: [20, 28],
    chestCm: [30, 40],
    backCm: [20, 30],
  },
];

const CM_PER_IN = 2.54;
const LB_PER_KG = 2.2046226218;

export function breedById(id: string | null | undefined): Breed | undefined {
  return BREEDS.find((breed) => breed.id === id);
}

/** To the nearest half inch or centimetre, and a tenth of a pound or kilogram: a tape's steps. */
const toHalf = (value: number) => Math.round(value * 2) / 2;
const toTenth = (value: number) => Math.round(value * 10) / 10;
const middle = ([low, high]: Range) => (low + high) / 2;

/** A typical adult of the breed, in the units the shopper reads: the midpoint of each range. */
export function typicalMeasurements(
  breed: Breed,
  lengthUnit: LengthUnit,
  weightUnit: WeightUnit,
): Required<DogMeasurements> {
  const length = (rangeCm: Range) => ({
    value: toHalf(lengthUnit === "cm" ? middle(rangeCm) : middle(rangeCm) / CM_PER_IN),
    unit: lengthUnit,
  });
  const pounds = middle(breed.weightLb);
  return {
    weight: {
      value: toTenth(weightUnit === "lb" ? pounds : pounds / LB_PER_KG),
      unit: weightUnit,
    },
    neck: length(breed.neckCm),
    chest: length(breed.chestCm),
    back: length(breed.backCm),
  };
}
