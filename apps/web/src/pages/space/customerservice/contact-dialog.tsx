import { useMemo } from 'react';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Rule } from 'antd/es/form';
import { CONTACT_LIMITS, WECHAT_ID_PATTERN, type ContactRow } from '@bo/contract';
import { removeContact, saveContact } from '../../../api/site';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { ImageUpload } from '../../../components/upload/image-upload';
import { useUserStore } from '../../../stores/user';
import { invalidateSite } from '../department/department-queries';
import { Named } from '../department/named';
import { DepartmentSelect } from './department-select';
import { sitePhoneRules, siteTextRules } from '../department/site-rules';
import { flagOf } from '../../../lib/flag';

export type ContactDialogKind = 'add' | 'edit' | 'remove';

interface Values {
  name: string;
  departmentId?: number;
  phone: string;
  wechatId: string;
  qrImage: string;
  hours: string;
  online: boolean;
  status: boolean;
  sort: number;
}

/** No department, in the picker (TreeSelect needs a value). */
const NONE = 0;

/** The contacts page's dialogs (loaded when first opened): add or edit a contact, delete one. */
export default function ContactDialog({
  kind,
  row,
  onClose,
}: {
  kind: ContactDialogKind;
  row: ContactRow | null;
  onClose: () => void;
}) {
  return kind === 'remove' ? (
    <RemoveDialog row={row!} onClose={onClose} />
  ) : (
    <ContactForm row={row} onClose={onClose} />
  );
}

/** The dialog's starting values: the contact's own, or a new one online and enabled. */
function initialOf(row: ContactRow | null): Values {
  return row
    ? {
        name: row.name,
        departmentId: row.departmentId ?? NONE,
        phone: row.phone,
        wechatId: row.wechatId,
        qrImage: row.qrImage,
        hours: row.hours,
        online: row.online === 1,
        status: row.status === 1,
        sort: row.sort,
      }
    : {
        name: '',
        departmentId: NONE,
        phone: '',
        wechatId: '',
        qrImage: '',
        hours: '',
        online: true,
        status: true,
        sort: 0,
      };
}

/** The form's values as the save call takes them. */
function bodyOf(v: Values) {
  return {
    name: v.name.trim(),
    departmentId: v.departmentId ? v.departmentId : null,
    phone: (v.phone ?? '').trim(),
    wechatId: (v.wechatId ?? '').trim(),
    qrImage: v.qrImage ?? '',
    hours: (v.hours ?? '').trim(),
    online: flagOf(v.online),
    status: flagOf(v.status),
    sort: v.sort ?? 0,
  };
}

function ContactForm({ row, onClose }: { row: ContactRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<Values>();
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateSite(client, user) });
  const none = useMemo(() => [{ value: NONE, title: t('site.contact.form.noDepartment') }], [t]);

  const save = (v: Values) =>
    run(async () => {
      const body = bodyOf(v);
      const saved = await saveContact(row ? { id: row.id, version: row.version, ...body } : body);
      showSuccess(t(row ? 'site.contact.done.saved' : 'site.contact.done.added', { name: saved.name }));
      void invalidateSite(client, user);
      onClose();
    });

  const text = siteTextRules(t);
  return (
    <FormDialog<Values>
      title={
        row ? (
          <Named name={row.name} text={(name) => t('site.contact.form.editTitle', { name })} />
        ) : (
          t('site.contact.form.addTitle')
        )
      }
      okText={row ? t('site.save') : t('site.add')}
      form={form}
      name="contact"
      initialValues={initialOf(row)}
      onFinish={save}
      onClose={onClose}
      submit={{ busy, refusal }}
      testIds={{ dialog: 'contact-dialog', save: 'contact-save', refused: 'contact-refused' }}
    >
      <Form.Item
        name="name"
        label={t('site.contact.form.name')}
        rules={text(t('site.contact.form.name'), CONTACT_LIMITS.name, true)}
      >
        <Input
          autoComplete="off"
          autoFocus
          count={{ show: true, max: CONTACT_LIMITS.name }}
          data-testid="contact-name-input"
        />
      </Form.Item>
      <Form.Item name="departmentId" label={t('site.contact.form.department')}>
        <DepartmentSelect extra={none} data-testid="contact-department" />
      </Form.Item>
      <ReachFields text={text} />
      <StateFields />
    </FormDialog>
  );
}

type TextRule = (field: string, max: number, required?: boolean) => Rule[];

/** How a customer reaches the contact: phone, WeChat id, WeChat QR code, hours. */
function ReachFields({ text }: { text: TextRule }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="phone"
        label={t('site.contact.form.phone')}
        rules={sitePhoneRules(t, t('site.contact.form.phone'), CONTACT_LIMITS.phone)}
      >
        <Input autoComplete="off" inputMode="tel" maxLength={CONTACT_LIMITS.phone} />
      </Form.Item>
      <Form.Item
        name="wechatId"
        label={t('site.contact.form.wechat')}
        extra={t('site.contact.form.wechatRule')}
        rules={[
          {
            validator: (_r, v?: string) =>
              !v?.trim() || WECHAT_ID_PATTERN.test(v.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('site.contact.form.wechatRule'))),
          },
        ]}
      >
        <Input
          autoComplete="off"
          maxLength={CONTACT_LIMITS.wechatMax}
          className="bo-code"
          data-testid="contact-wechat-input"
        />
      </Form.Item>
      <Form.Item name="qrImage" label={t('site.contact.form.qr')}>
        <ImageUpload shape="square" size={96} data-testid="contact-qr-upload" />
      </Form.Item>
      <Form.Item
        name="hours"
        label={t('site.contact.form.hours')}
        rules={text(t('site.contact.form.hours'), CONTACT_LIMITS.hours)}
      >
        <Input
          autoComplete="off"
          maxLength={CONTACT_LIMITS.hours}
          placeholder={t('site.contact.form.hoursPlaceholder')}
        />
      </Form.Item>
    </>
  );
}

/** Online, enabled, and the place in the list. */
function StateFields() {
  const { t } = useTranslation();
  return (
    <div className="contact-switches">
      <Form.Item name="online" label={t('site.contact.form.online')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="status" label={t('site.contact.form.status')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" label={t('site.contact.form.sort')}>
        <InputNumber min={0} max={CONTACT_LIMITS.sort} precision={0} style={{ width: 120 }} />
      </Form.Item>
    </div>
  );
}

function RemoveDialog({ row, onClose }: { row: ContactRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy, refusal, run } = useSubmit();
  const confirm = async () => {
    const done = await run(async () => {
      await removeContact({ id: row.id, version: row.version });
      showSuccess(t('site.contact.done.deleted', { name: row.name }));
      void invalidateSite(client, user);
      onClose();
    });
    if (!done) void invalidateSite(client, user);
  };
  return (
    <Modal
      open
      title={<Named name={row.name} text={(name) => t('site.contact.confirm.title', { name })} />}
      okText={t('site.delete')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'contact-confirm' }}
      cancelText={refusal ? t('common.close') : t('common.cancel')}
      footer={refusal ? (_buttons, { CancelBtn }) => <CancelBtn /> : undefined}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="contact-confirm-dialog"
    >
      <RefusalAlert text={refusal} testId="contact-refused" />
      {!refusal && <p>{t('site.contact.confirm.text')}</p>}
    </Modal>
  );
}
