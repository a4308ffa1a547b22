import { describe, expect, it } from 'vitest';
import { baseOf, categoryOf, inTheme, themeOf } from './icon-words';

describe('icon names', () => {
  it('tell the style, the base name and the same icon in another style', () => {
    expect(themeOf('AppstoreOutlined')).toBe('outlined');
    expect(themeOf('AppstoreFilled')).toBe('filled');
    expect(themeOf('AppstoreTwoTone')).toBe('twotone');
    expect(baseOf('CheckCircleTwoTone')).toBe('CheckCircle');
    expect(inTheme('CheckCircleOutlined', 'filled')).toBe('CheckCircleFilled');
  });
  it("fall into antd's groups by the words of the name", () => {
    expect(categoryOf('ArrowLeftOutlined')).toBe('direction');
    expect(categoryOf('QuestionCircleFilled')).toBe('suggestion');
    expect(categoryOf('EditOutlined')).toBe('editor');
    expect(categoryOf('PieChartTwoTone')).toBe('data');
    expect(categoryOf('WechatOutlined')).toBe('brand');
    expect(categoryOf('GithubFilled')).toBe('brand');
    expect(categoryOf('HomeOutlined')).toBe('other');
  });
});
