import type { ComponentType, CSSProperties } from 'react';

/** An @ant-design/icons icon component. */
export type IconComponent = ComponentType<{ className?: string; style?: CSSProperties; 'aria-hidden'?: boolean }>;

export const ICON_THEMES = ['outlined', 'filled', 'twotone'] as const;
export type IconTheme = (typeof ICON_THEMES)[number];

export const ICON_CATEGORIES = ['direction', 'suggestion', 'editor', 'data', 'brand', 'other'] as const;
export type IconCategory = (typeof ICON_CATEGORIES)[number];

const THEME_SUFFIX: Record<IconTheme, string> = { outlined: 'Outlined', filled: 'Filled', twotone: 'TwoTone' };

/** The style of an icon by its name's ending (AppstoreOutlined → outlined). */
export const themeOf = (name: string): IconTheme =>
  name.endsWith('TwoTone') ? 'twotone' : name.endsWith('Filled') ? 'filled' : 'outlined';
/** The name without its style (AppstoreOutlined → Appstore). */
export const baseOf = (name: string) => name.replace(/(Outlined|Filled|TwoTone)$/, '');
/** The same icon in another style, if the set has it. */
export const inTheme = (name: string, theme: IconTheme) => `${baseOf(name)}${THEME_SUFFIX[theme]}`;

/**
 * The groups of antd's own icon overview, by words of the name. Brands are named by their
 * first word; the other groups by a word anywhere in the name, in this order; the rest is "other".
 */
const BRANDS = [
  'Alibaba',
  'Alipay',
  'Aliwangwang',
  'Aliyun',
  'Amazon',
  'Android',
  'Ant',
  'Apple',
  'Baidu',
  'Behance',
  'Bilibili',
  'Chrome',
  'CodeSandbox',
  'Codepen',
  'Dingding',
  'Dingtalk',
  'Discord',
  'Docker',
  'DotNet',
  'Dribbble',
  'Dropbox',
  'Facebook',
  'Github',
  'Gitlab',
  'Google',
  'Harmony',
  'Html5',
  'Ie',
  'Instagram',
  'Java',
  'JavaScript',
  'Kubernetes',
  'Linkedin',
  'Linux',
  'MacCommand',
  'Medium',
  'Open',
  'Pinterest',
  'Python',
  'Qq',
  'Reddit',
  'Ruby',
  'Sketch',
  'Skype',
  'Slack',
  'Spotify',
  'Taobao',
  'Tiktok',
  'Twitch',
  'Twitter',
  'Wechat',
  'Weibo',
  'Windows',
  'X',
  'Yahoo',
  'Youtube',
  'Yuque',
  'Zhihu',
];
const WORDS: [IconCategory, string[]][] = [
  ['data', ['Chart', 'HeatMap', 'Fall', 'Rise', 'Stock', 'BoxPlot', 'Fund', 'Sliders']],
  [
    'direction',
    [
      'Step',
      'Arrow',
      'Caret',
      'Left',
      'Right',
      'Up',
      'Down',
      'Vertical',
      'Swap',
      'Rollback',
      'Enter',
      'Retweet',
      'Fullscreen',
      'Shrink',
      'MenuFold',
      'MenuUnfold',
      'Backward',
      'Forward',
      'Play',
      'Pause',
      'Login',
      'Logout',
      'Export',
      'Import',
    ],
  ],
  [
    'suggestion',
    ['Question', 'Plus', 'Minus', 'Info', 'Exclamation', 'Close', 'Check', 'Clock', 'Warning', 'Issues', 'Stop'],
  ],
  [
    'editor',
    [
      'Edit',
      'Form',
      'Copy',
      'Scissor',
      'Delete',
      'Snippets',
      'Diff',
      'Highlight',
      'Align',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Redo',
      'Undo',
      'Zoom',
      'Font',
      'LineHeight',
      'Dash',
      'Sort',
      'Drag',
      'OrderedList',
      'UnorderedList',
      'RadiusSetting',
      'Column',
      'BgColors',
    ],
  ],
];

export function categoryOf(name: string): IconCategory {
  const base = baseOf(name);
  const first = /^[A-Z][a-z0-9]*/.exec(base)?.[0] ?? base;
  if (BRANDS.includes(base) || BRANDS.includes(first)) return 'brand';
  for (const [category, words] of WORDS) if (words.some((w) => base.includes(w))) return category;
  return 'other';
}
