/**
 * A browser's User-Agent in the words a person knows ("Chrome 142", "Windows"), for the phone
 * that is asked to confirm a QR-code sign-in. Only the common browsers and systems; anything else
 * is unknown (the caller words that). The order matters: Edge, Opera and the Chinese in-app
 * browsers also call themselves Chrome and Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\bQQBrowser\/(\d+)/, 'QQ Browser'],
  [/\bUCBrowser\/(\d+)/, 'UC Browser'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/HarmonyOS|OpenHarmony/, 'HarmonyOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

export interface DescribedAgent {
  /** e.g. "Chrome 142"; null when not recognised. */
  browser: string | null;
  /** e.g. "Windows"; null when not recognised. */
  os: string | null;
}

export function describeUserAgent(ua: string): DescribedAgent {
  let browser: string | null = null;
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  return { browser, os };
}
