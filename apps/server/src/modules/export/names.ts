/**
 * 'YYYY-MM-DD HH:mm' of an instant in a time zone (the branch's). Intl is asked once per hour
 * of the instants met (a zone's offset changes only on the hour), not once per row: an export
 * formats 100,000 times.
 */
export function localMinuteFormatter(timeZone: string): (at: Date | string) => string {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number) => {
    const hour = Math.floor(ms / 3_600_000);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const start = hour * 3_600_000;
      const p: Record<string, string> = {};
      for (const { type, value } of f.formatToParts(new Date(start))) p[type] = value;
      offset =
        Date.UTC(
          Number(p.year),
          Number(p.month) - 1,
          Number(p.day),
          Number(p.hour),
          Number(p.minute),
          Number(p.second),
        ) - start;
      offsets.set(hour, offset);
    }
    return offset;
  };
  return (at) => {
    const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
    return new Date(ms + offsetAt(ms)).toISOString().slice(0, 16).replace('T', ' ');
  };
}

/** The file's name: what, branch, local time of the export, e.g. orders-001-20261122-1530.xlsx. */
export function exportFileName(what: string, gscode: string, timeZone: string, now = new Date()): string {
  const stamp = localMinuteFormatter(timeZone)(now).replace(/-/g, '').replace(' ', '-').replace(':', '');
  const safeBranch = gscode.replace(/[^A-Za-z0-9_-]/g, '_');
  return `${what}-${safeBranch}-${stamp}.xlsx`;
}
