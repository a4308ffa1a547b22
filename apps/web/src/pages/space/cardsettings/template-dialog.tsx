import { Form, Input, Modal, Select, Switch, type FormInstance } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARD_FINISH_NAMES,
  CARD_FINISHES,
  CARD_NAME_MAX,
  CARD_PAPER_NAMES,
  CARD_PAPERS,
  type CardSide,
  type CardSizeOption,
  type CardTemplateRow,
} from '@bo/contract';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { ImageUpload } from '../../../components/upload/image-upload';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { PreviewSides } from './preview-dialog';
import { TemplateFieldRows } from './template-field-rows';
import { TemplatePriceRows } from './template-price-rows';
import { useTemplateWords } from './use-template-words';
import { TemplateRemoveDialog } from './template-remove-dialog';
import { useTemplateEditor } from './template-use-editor';
import { complete, initialValues, type FieldValues, type TemplateValues } from './template-values';
import './templates.css';

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
    <TemplateRemoveDialog template={template!} onClose={onClose} />
  ) : (
    <EditDialog template={kind === 'edit' ? template : null} onClose={onClose} />
  );
}

function EditDialog({ template, onClose }: { template: CardTemplateRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { form, side, setSide, busy, refusal, save, sizes, size, lang } = useTemplateEditor(template, onClose);
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
        <Form<TemplateValues>
          form={form}
          name="card-template"
          layout="vertical"
          initialValues={initialValues(template)}
          onFinish={(v) => void save(v)}
        >
          <NameAndSizeItems form={form} sizes={sizes} template={template} />
          <TemplateFieldRows size={size} side={side} />
          <MaterialItems />
          <TemplatePriceRows />
          <Form.Item name="status" label={t('cards.template.form.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
        <div className="ct-layout-preview" data-testid="template-live-preview">
          <LivePreview form={form} size={size} side={side} onSide={setSide} />
        </div>
      </div>
    </Modal>
  );
}

/** The two names, the size, and the two background images. */
function NameAndSizeItems({
  form,
  sizes,
  template,
}: {
  form: FormInstance<TemplateValues>;
  sizes: UseQueryResult<CardSizeOption[]>;
  template: CardTemplateRow | null;
}) {
  const { t, word, required } = useTemplateWords();
  const text = (field: string) => [
    { required: true, whitespace: true, message: t('cards.required', { field }) },
    { max: CARD_NAME_MAX, message: t('cards.tooLong', { field, max: CARD_NAME_MAX }) },
  ];
  /** Enabled sizes, and the template's own even when disabled since. */
  const sizeChoices = (sizes.data ?? [])
    .filter((s) => s.status === 1 || s.id === template?.size.id)
    .map((s) => ({
      value: s.id,
      label: `${s.status === 1 ? word({ cn: s.name, en: s.nameEn }) : t('cards.template.sizeDisabled', { name: word({ cn: s.name, en: s.nameEn }) })} · ${t('cards.sizeText', { w: s.widthMm, h: s.heightMm })}`,
    }));
  return (
    <>
      <div className="ct-pair">
        <Form.Item name="name" label={t('cards.template.form.name')} rules={text(t('cards.template.form.name'))}>
          <Input autoComplete="off" autoFocus count={{ show: true, max: CARD_NAME_MAX }} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('cards.template.form.nameEn')} rules={text(t('cards.template.form.nameEn'))}>
          <Input autoComplete="off" count={{ show: true, max: CARD_NAME_MAX }} />
        </Form.Item>
      </div>
      <Form.Item name="sizeId" label={t('cards.template.form.size')} rules={[required(t('cards.template.form.size'))]}>
        <Select
          placeholder={t('cards.template.form.sizePick')}
          loading={sizes.isPending}
          options={sizeChoices}
          // A branch keeps many sizes: typed, not scrolled to.
          showSearch={{ optionFilterProp: 'label' }}
          // A new size may put the fields already placed outside the card.
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
    </>
  );
}

/** Paper and finish. */
function MaterialItems() {
  const { t, word, required } = useTemplateWords();
  return (
    <div className="ct-pair">
      <Form.Item name="paper" label={t('cards.template.form.paper')} rules={[required(t('cards.template.form.paper'))]}>
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
  );
}

/** The card as typed so far; the incomplete fields are left out. */
function LivePreview({
  form,
  size,
  side,
  onSide,
}: {
  form: FormInstance<TemplateValues>;
  size: CardSizeOption | undefined;
  side: CardSide;
  onSide: (side: CardSide) => void;
}) {
  const { t, lang } = useTemplateWords();
  const fields = Form.useWatch('fields', form) as FieldValues[] | undefined;
  const frontImage = Form.useWatch('frontImage', form);
  const backImage = Form.useWatch('backImage', form);
  const name = Form.useWatch('name', form);
  const nameEn = Form.useWatch('nameEn', form);
  if (!size) return <p className="bo-muted">{t('cards.preview.noSize')}</p>;
  return (
    <PreviewSides
      template={{
        size,
        frontImage: frontImage ?? '',
        backImage: backImage ?? '',
        fields: (fields ?? []).filter(complete),
      }}
      side={side}
      onSide={onSide}
      name={pickLang(lang, name ?? '', nameEn ?? '') || t('cards.template.form.livePreview')}
      lang={lang}
    />
  );
}
