import { describe, expect, it } from 'vitest';
import { changeLines, valueText } from './change-rows';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

describe('the change view', () => {
  it('shows each value as text: strings as they are, numbers, yes/no, objects as JSON, nothing for none', () => {
    expect(valueText('<b>王伟</b>', yesNo)).toBe('<b>王伟</b>');
    expect(valueText(3, yesNo)).toBe('3');
    expect(valueText(true, yesNo)).toBe('Yes');
    expect(valueText(null, yesNo)).toBe('');
    expect(valueText({ orderno: 'P' }, yesNo)).toBe('{\n  "orderno": "P"\n}');
  });

  it('lists the fields in the order logged and marks those whose value differs', () => {
    expect(changeLines({ linkman: ['王伟', '李娜'], rows: [null, 10], same: [1, 1] }, yesNo)).toEqual([
      { field: 'linkman', before: '王伟', after: '李娜', changed: true },
      { field: 'rows', before: '', after: '10', changed: true },
      { field: 'same', before: '1', after: '1', changed: false },
    ]);
    expect(changeLines(null, yesNo)).toEqual([]);
  });
});
