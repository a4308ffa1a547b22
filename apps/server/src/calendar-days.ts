/**
 * Calendar days written YYYY-MM-DD (a branch's local dates), counted on UTC midnights so that no
 * time zone or summer-time change moves a day.
 */

/** The day `days` after `day` (before it, when negative). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  // Not Date.UTC(y, …): it reads years below 100 as 19xx.
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d + days);
  return at.toISOString().slice(0, 10);
}
