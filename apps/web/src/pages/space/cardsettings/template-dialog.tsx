import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARD_ALIGN_NAMES,
  CARD_ALIGNS,
  CARD_COLOR_PATTERN,
  CARD_FIELD_KEYS,
  CARD_FIELD_NAMES,
  CARD_FIELDS_MAX,
  CARD_FINISH_NAMES,
  CARD_FINISHES,
  CARD_FONT_MAX_PT,
  CARD_FONT_MIN_PT,
  CARD_NAME_MAX,
  CARD_PAPER_NAMES,
  CARD_PAPERS,
  YUAN_PATTERN,
  CARD_PRICES_MAX,
  CARD_QUANTITY_MAX,
  CARD_SIDE_NAMES,
  CARD_SIDES,
  fieldOutside,
  type CardAlign,
  type CardField,
  type CardFieldKey,
  type CardSide,
  type CardSizeOption,
  type CardTemplateRow,
} from '@bo/contract';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { ImageUpload } from '../../../components/upload/image-upload';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { PreviewSides } from './preview-dialog';
import { invalidateTemplates, templateQueries } from './template-queries';
import { addTemplate, changeTemplate, removeTemplate } from './templates-api';
import './templates.css';
import { flagOf } from '../../../lib/flag';

interface FieldValues {
  key?: CardFieldKey;
  side?: CardSide;
  x?: number | null;
  y?: number | null;
  fontSize?: number | null;
  bold?: boolean;
  align?: CardAlign;
  color?: string;
}
interface Values {
  name: string;
  nameEn: string;
  sizeId?: number;
  frontImage: string;
  backImage: string;
  fields: FieldValues[];
  paper: string;
  finish: string;
  prices: { quantity?: number | null; price?: string }[];
  status: boolean;
}

/** The template page's dialogs (loaded when first opened): the editor with a live preview, and the delete confirmation. */
export default function TemplateDialog({
  kind,
  template,
  onClose,
}: {
  kind: 'add' | 'edit' | 'remove';
  template: CardTemplateRow | null;
  onClose: () => void;
}) {
  return kind === 'remove' ? (
    <RemoveDialog template={template!} onClose={onClose} />
  ) : (
    <EditDialog template={kind === 'edit' ? template : null} onClose={onClose} />
  );
}

const complete = (f: FieldValues): f is CardField =>
  !!f.key && !!f.side && typeof f.x === 'number' && typeof f.y === 'number' && typeof f.fontSize === 'number';

function EditDialog({ template, onClose }: { template: CardTemplateRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const [form] = Form.useForm<Values>();
  const [side, setSide] = useState<CardSide>('front');
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateTemplates(client, user) });
  const sizes = useQuery(templateQueries.sizes(user));
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const word = (w: { cn: string; en: string }) => pickLang(lang, w.cn, w.en);

  const sizeId = Form.useWatch('sizeId', form);
  const fields = Form.useWatch('fields', form) as FieldValues[] | undefined;
  const frontImage = Form.useWatch('frontImage', form);
  const backImage = Form.useWatch('backImage', form);
  const name = Form.useWatch('name', form);
  const nameEn = Form.useWatch('nameEn', form);
  const sizeOf = (id: number | undefined): CardSizeOption | undefined =>
    sizes.data?.find((s) => s.id === id) ?? (template && template.size.id === id ? template.size : undefined);
  const size = sizeOf(sizeId);

  const save = (v: Values) =>
    run(async () => {
      const body = {
        name: v.name.trim(),
        nameEn: v.nameEn.trim(),
        sizeId: v.sizeId!,
        frontImage: v.frontImage ?? '',
        backImage: v.backImage ?? '',
        fields: (v.fields ?? []).filter(complete).map((f) => ({
          key: f.key,
          side: f.side,
          x: f.x,
          y: f.y,
          fontSize: f.fontSize,
          bold: !!f.bold,
          align: f.align ?? 'left',
          color: f.color ?? '#222222',
        })),
        paper: v.paper,
        finish: v.finish,
        // Sent from the smallest quantity up, as the contract wants them.
        prices: (v.prices ?? [])
          .map((p) => ({ quantity: p.quantity!, price: (p.price ?? '').trim() }))
          .sort((a, b) => a.quantity - b.quantity),
        status: flagOf(v.status),
      };
      const saved = template
        ? await changeTemplate({ id: template.id, version: template.version, ...body })
        : await addTemplate(body);
      showSuccess(
        t(template ? 'cards.done.saved' : 'cards.done.added', { name: pickLang(lang, saved.name, saved.nameEn) }),
      );
      void invalidateTemplates(client, user);
      onClose();
    });

  const text = (field: string) => [
    { required: true, whitespace: true, message: t('cards.required', { field }) },
    { max: CARD_NAME_MAX, message: t('cards.tooLong', { field, max: CARD_NAME_MAX }) },
  ];
  const initial: Values = template
    ? {
        name: template.name,
        nameEn: template.nameEn,
        sizeId: template.size.id,
        frontImage: template.frontImage,
        backImage: template.backImage,
        fields: template.fields,
        paper: template.paper,
        finish: template.finish,
        prices: [...template.prices].sort((a, b) => a.quantity - b.quantity),
        status: template.status === 1,
      }
    : {
        name: '',
        nameEn: '',
        sizeId: undefined,
        frontImage: '',
        backImage: '',
        fields: [],
        paper: CARD_PAPERS[0],
        finish: CARD_FINISHES[0],
        prices: [{ quantity: 100, price: '' }],
        status: true,
      };
  /** Enabled sizes, and the template's own even when disabled since. */
  const sizeChoices = (sizes.data ?? [])
    .filter((s) => s.status === 1 || s.id === template?.size.id)
    .map((s) => ({
      value: s.id,
      label: `${s.status === 1 ? word({ cn: s.name, en: s.nameEn }) : t('cards.template.sizeDisabled', { name: word({ cn: s.name, en: s.nameEn }) })} · ${t('cards.sizeText', { w: s.widthMm, h: s.heightMm })}`,
    }));

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
  const required = (field: string) => ({ required: true, message: t('cards.required', { field }) });

  const preview = size ? (
    <PreviewSides
      template={{
        size,
        frontImage: frontImage ?? '',
        backImage: backImage ?? '',
        fields: (fields ?? []).filter(complete),
      }}
      side={side}
      onSide={setSide}
      name={pickLang(lang, name ?? '', nameEn ?? '') || t('cards.template.form.livePreview')}
      lang={lang}
    />
  ) : (
    <p className="bo-muted">{t('cards.preview.noSize')}</p>
  );

  return (
    <Modal
      open
      title={
        template
          ? t('cards.template.form.editTitle', { name: pickLang(lang, template.name, template.nameEn) })
          : t('cards.template.form.addTitle')
      }
      okText={template ? t('cards.save') : t('cards.add')}
      cancelText={t('cards.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'template-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={mobile ? '100%' : 1040}
      data-testid="template-dialog"
    >
      <RefusalAlert text={refusal} testId="template-refused" />
      <div className="ct-layout">
        <Form<Values>
          form={form}
          name="card-template"
          layout="vertical"
          initialValues={initial}
          onFinish={(v) => void save(v)}
        >
          <div className="ct-pair">
            <Form.Item name="name" label={t('cards.template.form.name')} rules={text(t('cards.template.form.name'))}>
              <Input autoComplete="off" autoFocus count={{ show: true, max: CARD_NAME_MAX }} />
            </Form.Item>
            <Form.Item
              name="nameEn"
              label={t('cards.template.form.nameEn')}
              rules={text(t('cards.template.form.nameEn'))}
            >
              <Input autoComplete="off" count={{ show: true, max: CARD_NAME_MAX }} />
            </Form.Item>
          </div>
          <Form.Item
            name="sizeId"
            label={t('cards.template.form.size')}
            rules={[required(t('cards.template.form.size'))]}
          >
            <Select
              placeholder={t('cards.template.form.sizePick')}
              loading={sizes.isPending}
              options={sizeChoices}
              onChange={() =>
                void form.validateFields([['fields']], { recursive: true, dirty: true }).catch(() => undefined)
              }
              data-testid="template-size"
            />
          </Form.Item>
          <div className="ct-images">
            <Form.Item name="frontImage" label={t('cards.template.form.front')}>
              <ImageUpload shape="square" size={88} data-testid="template-front" />
            </Form.Item>
            <Form.Item name="backImage" label={t('cards.template.form.back')}>
              <ImageUpload shape="square" size={88} data-testid="template-back" />
            </Form.Item>
          </div>

          <Form.Item
            label={t('cards.template.form.fields')}
            extra={t('cards.template.form.fieldsHelp')}
            required={false}
          >
            <Form.List name="fields">
              {(rows, { add, remove }) => (
                <>
                  <div className="ct-rows" data-testid="template-fields">
                    {rows.map(({ key, name: row }) => (
                      <div className="ct-row" key={key} data-testid="template-field">
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
                                const twice =
                                  v && all.some((f, i) => i !== row && f?.key === v && f?.side === mine?.side);
                                return twice
                                  ? Promise.reject(
                                      new Error(t('cards.template.form.twice', { field: word(CARD_FIELD_NAMES[v]) })),
                                    )
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
                        <Form.Item
                          name={[row, 'x']}
                          label={t('cards.template.form.x')}
                          rules={[required('x'), inside('x')]}
                        >
                          <InputNumber min={0} precision={1} step={0.5} inputMode="decimal" data-testid="field-x" />
                        </Form.Item>
                        <Form.Item
                          name={[row, 'y']}
                          label={t('cards.template.form.y')}
                          rules={[required('y'), inside('y')]}
                        >
                          <InputNumber min={0} precision={1} step={0.5} inputMode="decimal" data-testid="field-y" />
                        </Form.Item>
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
                        <Form.Item label=" ">
                          <Button
                            icon={<DeleteOutlined />}
                            onClick={() => remove(row)}
                            aria-label={t('cards.template.form.removeField')}
                            data-testid="field-remove"
                          />
                        </Form.Item>
                      </div>
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

          <div className="ct-pair">
            <Form.Item
              name="paper"
              label={t('cards.template.form.paper')}
              rules={[required(t('cards.template.form.paper'))]}
            >
              <Select options={CARD_PAPERS.map((p) => ({ value: p, label: word(CARD_PAPER_NAMES[p]) }))} />
            </Form.Item>
            <Form.Item
              name="finish"
              label={t('cards.template.form.finish')}
              rules={[required(t('cards.template.form.finish'))]}
            >
              <Select options={CARD_FINISHES.map((f) => ({ value: f, label: word(CARD_FINISH_NAMES[f]) }))} />
            </Form.Item>
          </div>

          <Form.Item label={t('cards.template.form.prices')} extra={t('cards.template.form.pricesHelp')}>
            <Form.List name="prices">
              {(rows, { add, remove }, { errors }) => (
                <>
                  <div className="ct-rows" data-testid="template-prices">
                    {rows.map(({ key, name: row }) => (
                      <div className="ct-price-row" key={key}>
                        <Form.Item
                          name={[row, 'quantity']}
                          aria-label={t('cards.template.form.quantity')}
                          rules={[
                            required(t('cards.template.form.quantity')),
                            ({ getFieldValue }) => ({
                              validator: (_r, v?: number) => {
                                const all = (getFieldValue('prices') ?? []) as { quantity?: number }[];
                                return v && all.some((p, i) => i !== row && p?.quantity === v)
                                  ? Promise.reject(new Error(t('cards.template.form.quantityTwice')))
                                  : Promise.resolve();
                              },
                            }),
                          ]}
                        >
                          <InputNumber
                            min={1}
                            max={CARD_QUANTITY_MAX}
                            precision={0}
                            placeholder={t('cards.template.form.quantity')}
                            data-testid="price-quantity"
                          />
                        </Form.Item>
                        <Form.Item
                          name={[row, 'price']}
                          rules={[
                            required(t('cards.template.form.price')),
                            { pattern: YUAN_PATTERN, message: t('cards.template.form.priceRule') },
                          ]}
                        >
                          <Input
                            inputMode="decimal"
                            prefix="¥"
                            placeholder={t('cards.template.form.price')}
                            data-testid="price-amount"
                          />
                        </Form.Item>
                        <Button
                          icon={<DeleteOutlined />}
                          onClick={() => remove(row)}
                          aria-label={t('cards.template.form.removePrice')}
                        />
                      </div>
                    ))}
                  </div>
                  <Form.ErrorList errors={errors} />
                  <Button
                    icon={<PlusOutlined />}
                    disabled={rows.length >= CARD_PRICES_MAX}
                    onClick={() => add({ quantity: null, price: '' })}
                    data-testid="price-add"
                  >
                    {t('cards.template.form.addPrice')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item name="status" label={t('cards.template.form.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
        <div className="ct-layout-preview" data-testid="template-live-preview">
          {preview}
        </div>
      </div>
    </Modal>
  );
}

function RemoveDialog({ template, onClose }: { template: CardTemplateRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy, refusal, run } = useSubmit();
  const name = pickLang(i18n.language, template.name, template.nameEn);
  const confirm = async () => {
    await run(async () => {
      await removeTemplate({ id: template.id, version: template.version });
      showSuccess(t('cards.done.removed', { name }));
      onClose();
    });
    void invalidateTemplates(client, user);
  };
  return (
    <Modal
      open
      title={t('cards.template.confirm.removeTitle', { name })}
      okText={t('cards.remove')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'template-confirm' }}
      cancelText={refusal ? t('cards.close') : t('cards.cancel')}
      footer={refusal ? (_buttons, { CancelBtn }) => <CancelBtn /> : undefined}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="template-confirm-dialog"
    >
      {refusal ? (
        <Alert
          type="error"
          showIcon
          title={t('cards.template.confirm.refused')}
          description={refusal}
          data-testid="template-refused"
        />
      ) : (
        <p>{t('cards.template.confirm.removeText')}</p>
      )}
    </Modal>
  );
}
