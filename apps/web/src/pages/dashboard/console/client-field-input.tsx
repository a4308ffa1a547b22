import { Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ValueChoice } from '@bo/contract';
import { choiceOptions } from './client-choices';
import { fieldMaxLength, READ_ONLY_FIELDS, type FieldDef } from './client-fields';

/** One input of the edit form, by the kind of field. */
export function FieldInput({
  def,
  choices,
  ...rest
}: {
  def: FieldDef;
  /** A `choice` field's offers: the enabled items of the branch's value list (undefined until read). */
  choices?: readonly ValueChoice[];
  value?: unknown;
  checked?: boolean;
  onChange?: (v: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const readOnly = READ_ONLY_FIELDS.includes(def.name);
  // Every editable text field shows its limit as a counter ("12 / 50"), red once over it; the
  // input is not cut, so a pasted text is not silently shortened and the message says why.
  const max = fieldMaxLength(def.name);
  const count = max && !readOnly ? { show: true, max } : undefined;
  switch (def.kind) {
    case 'flag':
      return (
        <Switch
          {...(rest as object)}
          checkedChildren={t('dashboard.client.yes')}
          unCheckedChildren={t('dashboard.client.no')}
        />
      );
    case 'select':
      return (
        <Select
          {...(rest as object)}
          options={def.options!.map((o) => ({ value: o, label: optionLabel(t, def.name, o) }))}
        />
      );
    case 'choice':
      // The branch's list (issue 37 #10); a stored text it does not offer stays, marked.
      return (
        <Select
          {...rest}
          value={rest.value === '' ? undefined : rest.value}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('dashboard.client.choose')}
          options={choiceOptions(choices, rest.value, i18n.language, (v) => t('dashboard.client.notInList', { v }))}
          data-testid={`client-choice-${def.name}`}
        />
      );
    case 'textarea':
      return <Input.TextArea {...(rest as object)} autoSize={{ minRows: 2, maxRows: 6 }} count={count} />;
    case 'date':
      return <Input {...(rest as object)} placeholder="YYYY-MM-DD" />;
    case 'int':
    case 'decimal':
      return <Input {...(rest as object)} inputMode="decimal" className="cd-num" />;
    default:
      return readOnly ? (
        <Input {...(rest as object)} readOnly disabled />
      ) : (
        <Input {...(rest as object)} count={count} />
      );
  }
}

type T = (k: string, o?: Record<string, unknown>) => string;

/** The words of a select's value: client type, sign, rounding. */
export function optionLabel(t: T, name: string, value: string | number): string {
  if (name === 'clienttype') return `${value} ${t(`dashboard.client.clienttype.${value}`)}`;
  if (name === 'roundtype') return t(`dashboard.client.roundtype.${value}`);
  if (name === 'price_sign') return `${value} (${t(`dashboard.client.sign.${value}`)})`;
  return String(value);
}
