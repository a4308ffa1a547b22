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
      data-testid="dict-list-select"
    />
  );
}
