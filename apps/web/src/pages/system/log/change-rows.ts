/**
 * An operation-log row's change ({ field: [before, after] }) as the lines of the side-by-side
 * view: each value as plain text (React renders it as text, never as HTML), objects as indented
 * JSON, and whether the line changed (the log keeps changed fields only, so normally all do).
 */
export interface ChangeLine {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Plain text of a logged value; '' for none (the view shows a dash). */
export function valueText(v: unknown, yesNo: (b: boolean) => string): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return yesNo(v);
  if (typeof v === 'number') return String(v);
  return JSON.stringify(v, null, 2);
}

export function changeLines(
  diff: Record<string, [unknown, unknown]> | null,
  yesNo: (b: boolean) => string,
): ChangeLine[] {
  if (!diff) return [];
  return Object.entries(diff).map(([field, pair]) => {
    const [a, b] = Array.isArray(pair) ? pair : [undefined, pair];
    return {
      field,
      before: valueText(a, yesNo),
      after: valueText(b, yesNo),
      changed: JSON.stringify(a ?? null) !== JSON.stringify(b ?? null),
    };
  });
}
