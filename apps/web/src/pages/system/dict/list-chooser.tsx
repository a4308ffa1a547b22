import { Select } from 'antd';

export interface ChooserGroup {
  label: string;
  options: { value: string; label: string }[];
}

/** The list chooser (antd Select, in a part of its own: not in the page's first load). */
export default function ListChooser({
  value,
  groups,
  onChange,
}: {
  value: string;
  groups: ChooserGroup[];
  onChange: (code: string) => void;
}) {
  return (
    <Select
      id="dict-list"
      className="dict-select"
      value={value}
      onChange={onChange}
      options={groups}
      // Some fifteen lists: all of them drawn, so a finger scrolls the whole choice and none is out of reach.
      virtual={false}
      data-testid="dict-list-select"
    />
  );
}
