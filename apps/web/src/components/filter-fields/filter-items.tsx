import { Form, Input, Select } from 'antd';

/**
 * The fields most filter forms share, each a Form.Item of a FilterFormShell (the day range is in
 * day-range-filter-item.tsx, so that a form without one does not load the date picker). Import them only
 * from a page's lazily loaded filter file, like the shell (antd's form is not a first-load part).
 */

/** Free text up to the contract's length, a search box under the field `name`. */
export function TextFilterItem(props: {
  name: string;
  label: string;
  maxLength: number;
  placeholder?: string;
  testId?: string;
}) {
  return (
    <Form.Item name={props.name} label={props.label}>
      <Input allowClear maxLength={props.maxLength} placeholder={props.placeholder} data-testid={props.testId} />
    </Form.Item>
  );
}

/** Any of the contract's words (a comma list in the URL), each named by `wordLabel`. */
export function WordsFilterItem<W extends string | number>(props: {
  name: string;
  label: string;
  placeholder: string;
  words: readonly W[];
  wordLabel: (word: W) => string;
}) {
  return (
    <Form.Item name={props.name} label={props.label}>
      <Select
        mode="multiple"
        allowClear
        placeholder={props.placeholder}
        options={props.words.map((w) => ({ value: w, label: props.wordLabel(w) }))}
      />
    </Form.Item>
  );
}
