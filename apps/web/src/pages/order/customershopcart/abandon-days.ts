/** The bounds of the branch's abandon days (contract SetCartAbandonDays: 1 … 365). */
export const ABANDON_DAYS_MIN = 1;
export const ABANDON_DAYS_MAX = 365;

/** What the user typed as a whole number of days within the bounds, or null (the form says why and sends nothing). */
export function parseAbandonDays(text: string): number | null {
  const v = text.trim();
  if (!/^\d{1,3}$/.test(v)) return null;
  const days = Number(v);
  return days >= ABANDON_DAYS_MIN && days <= ABANDON_DAYS_MAX ? days : null;
}
