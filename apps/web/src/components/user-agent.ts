/**
 * A browser's user-agent string in a few words for a log's column ("Chrome 120 · Windows"); the
 * full string stays in the cell's tooltip. Unknown agents keep their first word (e.g. "curl/8").
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function shortUserAgent(ua: string): string {
  const text = ua.trim();
  if (!text) return '';
  const browser = BROWSERS.map(([re, name]) => [re.exec(text), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(text))?.[1];
  if (!browser) return text.split(/\s+/)[0].slice(0, 40);
  const name = `${browser[1]} ${browser[0]![1]}`;
  return system ? `${name} · ${system}` : name;
}
