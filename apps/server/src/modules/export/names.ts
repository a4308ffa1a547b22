/** 'YYYY-MM-DD HH:mm' of an instant in a time zone (the branch's). */
export function localMinuteFormatter(timeZone: string): (at: Date | string) => string {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
  return (at) => {
    const p: Record<string, string> = {};
    for (const { type, value } of f.formatToParts(typeof at === 'string' ? new Date(at) : at)) p[type] = value;
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  };
}

/** The file's name: what, branch, local time of the export, e.g. orders-001-20261122-1530.xlsx. */
export function exportFileName(what: string, gscode: string, timeZone: string, now = new Date()): string {
  const stamp = localMinuteFormatter(timeZone)(now).replace(/-/g, '').replace(' ', '-').replace(':', '');
  const safeBranch = gscode.replace(/[^A-Za-z0-9_-]/g, '_');
  return `${what}-${safeBranch}-${stamp}.xlsx`;
}
