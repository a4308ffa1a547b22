import { Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CARD_ALIGN_NAMES,
  CARD_ALIGNS,
  CARD_COLOR_PATTERN,
  CARD_FIELD_KEYS,
  CARD_FIELD_NAMES,
  CARD_FIELDS_MAX,
  CARD_FONT_MAX_PT,
  CARD_FONT_MIN_PT,
  CARD_SIDE_NAMES,
  CARD_SIDES,
  fieldOutside,
  type CardFieldKey,
  type CardSide,
  type CardSizeOption,
} from '@bo/contract';
import type { FieldValues } from './template-values';
import { useTemplateWords } from './use-template-words';

/** The card's text fields: one row each, and the button that adds one on the side being previewed. */
export function TemplateFieldRows({ size, side }: { size: CardSizeOption | undefined; side: CardSide }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('cards.template.form.fields')} extra={t('cards.template.form.fieldsHelp')} required={false}>
      <Form.List name="fields">
        {(rows, { add, remove }) => (
          <>
            <div className="ct-rows" data-testid="template-fields">
              {rows.map(({ key, name: row }) => (
                <FieldRow key={key} row={row} size={size} onRemove={() => remove(row)} />
              ))}
            </div>
            <Button
              icon={<PlusOutlined />}
              disabled={rows.length >= CARD_FIELDS_MAX}
              onClick={() =>
                add({
                  key: undefined,
                  side,
                  x: 5,
                  y: 10 + (rows.length % 8) * 5,
                  fontSize: 9,
                  bold: false,
                  align: 'left',
                  color: '#222222',
                })
              }
              data-testid="field-add"
            >
              {t('cards.template.form.addField')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

function FieldRow({ row, size, onRemove }: { row: number; size: CardSizeOption | undefined; onRemove: () => void }) {
  const { t, word, required } = useTemplateWords();
  /** x or y inside the card of the chosen size. */
  const inside = (axis: 'x' | 'y') => ({
    validator: (_r: unknown, v: number | null | undefined) => {
      if (typeof v !== 'number' || !size) return Promise.resolve();
      const max = axis === 'x' ? size.widthMm : size.heightMm;
      const probe = axis === 'x' ? { x: v, y: 0 } : { x: 0, y: v };
      return fieldOutside(probe, size.widthMm, size.heightMm)
        ? Promise.reject(new Error(t('cards.template.form.outside', { max })))
        : Promise.resolve();
    },
  });
  return (
    <div className="ct-row" data-testid="template-field">
      <FieldKeyItem row={row} />
      <Form.Item
        name={[row, 'side']}
        label={t('cards.template.form.side')}
        rules={[required(t('cards.template.form.side'))]}
      >
        <Select
          options={CARD_SIDES.map((s) => ({ value: s, label: word(CARD_SIDE_NAMES[s]) }))}
          data-testid="field-side"
        />
      </Form.Item>
      <Form.Item name={[row, 'x']} label={t('cards.template.form.x')} rules={[required('x'), inside('x')]}>
        <InputNumber min={0} precision={1} step={0.5} inputMode="decimal" data-testid="field-x" />
      </Form.Item>
      <Form.Item name={[row, 'y']} label={t('cards.template.form.y')} rules={[required('y'), inside('y')]}>
        <InputNumber min={0} precision={1} step={0.5} inputMode="decimal" data-testid="field-y" />
      </Form.Item>
      <FieldStyleItems row={row} />
      <Form.Item label=" ">
        <Button
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={t('cards.template.form.removeField')}
          data-testid="field-remove"
        />
      </Form.Item>
    </div>
  );
}

/** Which datum the field shows; the same one twice on one side is refused. */
function FieldKeyItem({ row }: { row: number }) {
  const { t, word, required } = useTemplateWords();
  return (
    <Form.Item
      name={[row, 'key']}
      label={t('cards.template.form.key')}
      dependencies={[['fields', row, 'side']]}
      rules={[
        required(t('cards.template.form.key')),
        ({ getFieldValue }) => ({
          validator: (_r, v?: CardFieldKey) => {
            const all = (getFieldValue('fields') ?? []) as FieldValues[];
            const mine = all[row];
            const twice = v && all.some((f, i) => i !== row && f?.key === v && f?.side === mine?.side);
            return twice
              ? Promise.reject(new Error(t('cards.template.form.twice', { field: word(CARD_FIELD_NAMES[v]) })))
              : Promise.resolve();
          },
        }),
      ]}
    >
      <Select
        options={CARD_FIELD_KEYS.map((k) => ({ value: k, label: word(CARD_FIELD_NAMES[k]) }))}
        data-testid="field-key"
      />
    </Form.Item>
  );
}

/** How the field's text looks: size, alignment, colour, weight. */
function FieldStyleItems({ row }: { row: number }) {
  const { t, word, required } = useTemplateWords();
  return (
    <>
      <Form.Item
        name={[row, 'fontSize']}
        label={t('cards.template.form.fontSize')}
        rules={[required(t('cards.template.form.fontSize'))]}
      >
        <InputNumber
          min={CARD_FONT_MIN_PT}
          max={CARD_FONT_MAX_PT}
          precision={1}
          step={0.5}
          inputMode="decimal"
          data-testid="field-font"
        />
      </Form.Item>
      <Form.Item name={[row, 'align']} label={t('cards.template.form.align')}>
        <Select options={CARD_ALIGNS.map((a) => ({ value: a, label: word(CARD_ALIGN_NAMES[a]) }))} />
      </Form.Item>
      <Form.Item
        name={[row, 'color']}
        label={t('cards.template.form.color')}
        rules={[{ pattern: CARD_COLOR_PATTERN, message: t('cards.template.form.colorRule') }]}
      >
        <Input type="color" />
      </Form.Item>
      <Form.Item name={[row, 'bold']} valuePropName="checked" label=" ">
        <Checkbox>{t('cards.template.form.bold')}</Checkbox>
      </Form.Item>
    </>
  );
}
