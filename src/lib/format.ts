// Number formatting shared by pages and islands.

/** A fraction as a percentage with at most `digits` decimals and no trailing zeros: 0.125 -> "12.5%", 0.1 -> "10%". */
export function percent(fraction: number, digits = 1): string {
  return `${Number((100 * fraction).toFixed(digits))}%`;
}
