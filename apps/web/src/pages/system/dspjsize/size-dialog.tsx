import { Alert, Form, Input, InputNumber, Modal, Switch, type FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARD_BLEED_MAX_MM,
  CARD_NAME_MAX,
  CARD_SIDE_MAX_MM,
  CARD_SIDE_MIN_MM,
  cornerMaxMm,
  type CardSizeRow,
} from '@bo/contract';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { CardPreview } from '../../space/cardsettings/card-preview';
import { invalidateSizes } from './size-queries';
import { addSize, changeSize, removeSize } from './sizes-api';
import { flagOf } from '../../../lib/flag';
import './sizes.css';

interface Values {
  name: string;
  nameEn: string;
  widthMm: number | null;
  heightMm: number | null;
  bleedMm: number | null;
  cornerMm: number | null;
  status: boolean;
}

/** The size page's dialogs (loaded when first opened): the add or edit form with a drawn outline, and the delete confirmation. */
export default function SizeDialog({
  kind,
  size,
  onClose,
}: {
  kind: 'add' | 'edit' | 'remove';
  size: CardSizeRow | null;
  onClose: () => void;
}) {
  return kind === 'remove' ? (
    <RemoveDialog size={size!} onClose={onClose} />
  ) : (
    <SizeForm size={kind === 'edit' ? size : null} onClose={onClose} />
  );
}

/** The dialog's starting values: the size's own, or a standard 90 × 54 mm card. */
function initialOf(size: CardSizeRow | null): Values {
  return size
    ? {
        name: size.name,
        nameEn: size.nameEn,
        widthMm: size.widthMm,
        heightMm: size.heightMm,
        bleedMm: size.bleedMm,
        cornerMm: size.cornerMm,
        status: size.status === 1,
      }
    : { name: '', nameEn: '', widthMm: 90, heightMm: 54, bleedMm: 2, cornerMm: 0, status: true };
}

/** The form's values as the add and change calls take them. */
function bodyOf(v: Values) {
  return {
    name: v.name.trim(),
    nameEn: v.nameEn.trim(),
    widthMm: v.widthMm!,
    heightMm: v.heightMm!,
    bleedMm: v.bleedMm ?? 0,
    cornerMm: v.cornerMm ?? 0,
    status: flagOf(v.status),
  };
}

function SizeForm({ size, onClose }: { size: CardSizeRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<Values>();
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateSizes(client, user) });

  const save = (v: Values) =>
    run(async () => {
      const body = bodyOf(v);
      const saved = size ? await changeSize({ id: size.id, version: size.version, ...body }) : await addSize(body);
      showSuccess(
        t(size ? 'cards.done.saved' : 'cards.done.added', { name: pickLang(i18n.language, saved.name, saved.nameEn) }),
      );
      void invalidateSizes(client, user);
      onClose();
    });

  const text = (field: string) => [
    { required: true, whitespace: true, message: t('cards.required', { field }) },
    { max: CARD_NAME_MAX, message: t('cards.tooLong', { field, max: CARD_NAME_MAX }) },
  ];
  return (
    <FormDialog<Values>
      title={
        size
          ? t('cards.size.form.editTitle', { name: pickLang(i18n.language, size.name, size.nameEn) })
          : t('cards.size.form.addTitle')
      }
      okText={size ? t('cards.save') : t('cards.add')}
      cancelText={t('cards.cancel')}
      form={form}
      name="card-size"
      initialValues={initialOf(size)}
      onFinish={save}
      onClose={onClose}
      submit={{ busy, refusal }}
      testIds={{ dialog: 'size-dialog', save: 'size-save', refused: 'size-refused' }}
    >
      <Form.Item name="name" label={t('cards.size.form.name')} rules={text(t('cards.size.form.name'))}>
        <Input autoComplete="off" autoFocus count={{ show: true, max: CARD_NAME_MAX }} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('cards.size.form.nameEn')} rules={text(t('cards.size.form.nameEn'))}>
        <Input autoComplete="off" count={{ show: true, max: CARD_NAME_MAX }} />
      </Form.Item>
      <DimensionFields form={form} initial={initialOf(size)} />
      <Form.Item name="status" label={t('cards.size.form.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}

/** Width, height, bleed and corner in mm, and the card's outline drawn from them as they are typed. */
function DimensionFields({ form, initial }: { form: FormInstance<Values>; initial: Values }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const w = Form.useWatch('widthMm', form);
  const h = Form.useWatch('heightMm', form);
  const bleed = Form.useWatch('bleedMm', form);
  const corner = Form.useWatch('cornerMm', form);
  const mm = (field: string, min: number, max: number) => [
    { required: true, message: t('cards.required', { field }) },
    { type: 'number' as const, min, max, message: t('cards.size.form.range', { min, max }) },
  ];
  const cornerMax = typeof w === 'number' && typeof h === 'number' ? cornerMaxMm(w, h) : CARD_SIDE_MAX_MM / 2;
  const outline = {
    widthMm: w ?? initial.widthMm ?? 90,
    heightMm: h ?? initial.heightMm ?? 54,
    bleedMm: bleed ?? 0,
    cornerMm: corner ?? 0,
  };
  const number = { precision: 1, step: 0.5, inputMode: 'decimal' as const };
  return (
    <>
      <div className="cs-dims">
        <Form.Item
          name="widthMm"
          label={t('cards.size.form.width')}
          rules={mm(t('cards.size.form.width'), CARD_SIDE_MIN_MM, CARD_SIDE_MAX_MM)}
        >
          <InputNumber {...number} min={CARD_SIDE_MIN_MM} max={CARD_SIDE_MAX_MM} />
        </Form.Item>
        <Form.Item
          name="heightMm"
          label={t('cards.size.form.height')}
          rules={mm(t('cards.size.form.height'), CARD_SIDE_MIN_MM, CARD_SIDE_MAX_MM)}
        >
          <InputNumber {...number} min={CARD_SIDE_MIN_MM} max={CARD_SIDE_MAX_MM} />
        </Form.Item>
        <Form.Item
          name="bleedMm"
          label={t('cards.size.form.bleed')}
          rules={mm(t('cards.size.form.bleed'), 0, CARD_BLEED_MAX_MM)}
        >
          <InputNumber {...number} min={0} max={CARD_BLEED_MAX_MM} />
        </Form.Item>
        <Form.Item
          name="cornerMm"
          label={t('cards.size.form.corner')}
          dependencies={['widthMm', 'heightMm']}
          rules={mm(t('cards.size.form.corner'), 0, cornerMax)}
        >
          <InputNumber {...number} min={0} max={cornerMax} />
        </Form.Item>
      </div>
      <div className="cs-outline">
        <CardPreview
          size={outline}
          lang={lang}
          label={t('cards.size.form.outlineLabel', { w: outline.widthMm, h: outline.heightMm })}
          maxWidth={320}
          data-testid="size-outline"
        />
        <p className="bo-muted">{t('cards.size.form.outline')}</p>
      </div>
    </>
  );
}

function RemoveDialog({ size, onClose }: { size: CardSizeRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy, refusal, run } = useSubmit();
  const name = pickLang(i18n.language, size.name, size.nameEn);
  const used = size.templates > 0 || size.products > 0;

  const confirm = async () => {
    const done = await run(async () => {
      await removeSize({ id: size.id, version: size.version });
      showSuccess(t('cards.done.removed', { name }));
      onClose();
    });
    void invalidateSizes(client, user);
    return done;
  };
  const blocked =
    refusal ?? (used ? t('cards.size.confirm.inUse', { templates: size.templates, products: size.products }) : null);
  return (
    <Modal
      open
      title={t('cards.size.confirm.removeTitle', { name })}
      okText={t('cards.remove')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'size-confirm' }}
      cancelText={blocked ? t('cards.close') : t('cards.cancel')}
      footer={blocked ? (_buttons, { CancelBtn }) => <CancelBtn /> : undefined}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="size-confirm-dialog"
    >
      {blocked ? (
        <Alert
          type="error"
          showIcon
          title={t('cards.size.confirm.refused')}
          description={blocked}
          data-testid="size-refused"
        />
      ) : (
        <p>{t('cards.size.confirm.removeText')}</p>
      )}
    </Modal>
  );
}
