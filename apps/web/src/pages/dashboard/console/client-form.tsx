import { Col, Divider, Form, Row, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { ValueChoice } from '@bo/contract';
import { useTranslation } from 'react-i18next';
import { pickLang } from '../../../locales/pick-lang';
import {
  checkField,
  fieldMaxLength,
  FIELD_GROUPS,
  READ_ONLY_FIELDS,
  ruleOfField,
  type FieldDef,
  type FieldName,
  type FormValues,
} from './client-fields';
import { FieldInput } from './client-field-input';
import { PriceFormulaExample } from './price-formula-example';

interface ClientFormProps {
  form: FormInstance<FormValues>;
  /** Hidden, not unmounted, while the profile is viewed: the values typed stay. */
  hidden: boolean;
  adding: boolean;
  required: readonly FieldName[];
  /** The enabled items of the branch's value lists, by list (the field of the same name); undefined until read. */
  choices?: Partial<Record<string, ValueChoice[]>>;
  onFinish: (values: FormValues) => void;
}

/** The client's edit (or add) form, in the groups of the profile. */
export function ClientForm({ form, hidden, adding, required, choices, onFinish }: ClientFormProps) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      style={{ display: hidden ? 'none' : undefined }}
      data-testid="client-form"
      requiredMark
    >
      {FIELD_GROUPS.map((g) => (
        <div key={g.key}>
          <Divider titlePlacement="start" plain style={{ marginTop: 4 }}>
            {t(`dashboard.client.groups.${g.key}`)}
          </Divider>
          <Row gutter={12}>
            {g.fields.map((f) => (
              <Col key={f.name} xs={24} sm={12} md={f.kind === 'textarea' ? 24 : 8}>
                <ClientFieldItem def={f} adding={adding} required={required} choices={choices?.[f.name]} />
              </Col>
            ))}
          </Row>
          {g.key === 'formula' && <PriceFormulaExample />}
        </div>
      ))}
    </Form>
  );
}

function ClientFieldItem({
  def: f,
  adding,
  required,
  choices,
}: {
  def: FieldDef;
  adding: boolean;
  required: readonly FieldName[];
  choices?: readonly ValueChoice[];
}) {
  const { t, i18n } = useTranslation();
  const readOnly = READ_ONLY_FIELDS.includes(f.name);
  return (
    <Form.Item
      name={f.name}
      label={t(`dashboard.client.fields.${f.name}`)}
      valuePropName={f.kind === 'flag' ? 'checked' : 'value'}
      required={required.includes(f.name)}
      tooltip={readOnly ? t(adding ? 'dashboard.client.numberOnSave' : 'dashboard.client.readOnly') : undefined}
      // A new client's number is the server's: shown, never checked here.
      rules={adding && readOnly ? [] : [fieldRule(f, required, t, i18n.language)]}
      // A cleared choice is an empty text (left out, the server would keep the old one).
      normalize={f.kind === 'choice' ? (v: unknown) => v ?? '' : undefined}
    >
      <FieldInput def={f} choices={choices} />
    </Form.Item>
  );
}

/** The field checked as the server checks it, the message naming the field and what is wrong. */
function fieldRule(f: FieldDef, required: readonly FieldName[], t: TFunction, lang: string): Rule {
  const label = t(`dashboard.client.fields.${f.name}`);
  return {
    validator: (_r, v) => {
      const problem = checkField(f.name, v, required);
      if (!problem) return Promise.resolve();
      const rule = problem === 'invalid' ? ruleOfField(f.name, v) : undefined;
      const text =
        problem === 'tooLong'
          ? t('form.tooLong', { field: label, max: fieldMaxLength(f.name) })
          : rule
            ? t('dashboard.client.rule', { field: label, rule: pickLang(lang, rule.cn, rule.en) })
            : t(`dashboard.client.${problem}`, { field: label });
      return Promise.reject(new Error(text));
    },
  };
}
