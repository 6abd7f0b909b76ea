/**
 * The shop's "Fits my dog" rule, loaded when the filter is first on: the chart schema and the
 * sizing rules stay out of the shop's first load.
 */
export const loadFitsCheck = () => import("./fits-check").then((module) => module.chartFitsDog);
