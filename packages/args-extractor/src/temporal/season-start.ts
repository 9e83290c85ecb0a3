import { civilAt } from './civil-time';

type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** Meeus, Astronomical Algorithms, ch. 27: the mean equinox or solstice (JDE) for 1000–3000, by season. */
const meanTerms: Record<Season, readonly number[]> = {
  spring: [2451623.80984, 365242.37404, 0.05169, -0.00411, -0.00057],
  summer: [2451716.56767, 365241.62603, 0.00325, 0.00888, -0.0003],
  autumn: [2451810.21715, 365242.01767, -0.11575, 0.00337, 0.00078],
  winter: [2451900.05952, 365242.74049, -0.06223, -0.00823, 0.00032],
};
/** The periodic terms (A, B in degrees, C in degrees per century) that correct the mean date to within a minute. */
const periodicTerms: ReadonlyArray<readonly [number, number, number]> = [
  [485, 324.96, 1934.136], [203, 337.23, 32964.467], [199, 342.08, 20.186], [182, 27.85, 445267.112], [156, 73.14, 45036.886],
  [136, 171.52, 22518.443], [77, 222.54, 65928.934], [74, 296.72, 3034.906], [70, 243.58, 9037.513], [58, 119.81, 33718.147],
  [52, 297.17, 150.678], [50, 21.02, 2281.226], [45, 247.54, 29929.562], [44, 325.15, 31555.956], [29, 60.93, 4443.417],
  [18, 155.12, 67555.328], [17, 288.79, 4562.452], [16, 198.04, 62894.029], [14, 199.76, 31436.921], [12, 95.39, 14577.848],
  [12, 287.11, 31931.756], [12, 320.81, 34777.259], [9, 227.73, 1222.114], [8, 15.45, 16859.074],
];
const degrees = Math.PI / 180;
/** Terrestrial time runs about 69 s ahead of universal time in the 2020s; a minute either way moves no day but at midnight. */
const deltaTSeconds = 69;

/** The instant of the astronomical start of `season` in `year` (March and September equinoxes, June and December solstices). */
export function seasonStartInstant(year: number, season: Season): Date {
  const y = (year - 2000) / 1000;
  const mean = meanTerms[season].reduce((sum, coefficient, power) => sum + coefficient * y ** power, 0);
  const t = (mean - 2451545) / 36525;
  const w = (35999.373 * t - 2.47) * degrees;
  const lambda = 1 + 0.0334 * Math.cos(w) + 0.0007 * Math.cos(2 * w);
  const s = periodicTerms.reduce((sum, [a, b, c]) => sum + a * Math.cos((b + c * t) * degrees), 0);
  const julianDay = mean + (0.00001 * s) / lambda;
  return new Date((julianDay - 2440587.5) * 86_400_000 - deltaTSeconds * 1000);
}

/**
 * The day a season starts on in `timeZone`, as [month, day]: the astronomical equinox or solstice read on that zone's
 * calendar. Autumn 2026 starts at 00:05 UTC on 23 September, so on the 23rd in Rome but on the 22nd in New York.
 */
export function seasonStart(year: number, season: Season, timeZone: string): [month: number, day: number] {
  const start = civilAt(seasonStartInstant(year, season), timeZone);
  return [start.month, start.day];
}
