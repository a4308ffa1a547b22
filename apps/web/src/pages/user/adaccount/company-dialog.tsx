import { Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_LIMITS, type CompanyInfo } from '@bo/contract';
import { saveCompany } from '../../../api/staff';
import { switchTargetsKey } from '../../../api/umanage';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { ImageUpload } from '../../../components/upload/image-upload';
import { useUserStore } from '../../../stores/user';
import { staffQueries } from './staff-queries';

interface Values {
  longname: string;
  name: string;
  logo: string;
}

/**
 * Edits the branch's full name, display name and logo (an image through the one upload control,
 * components/upload); the subscription is not the branch's to change. After a save the frame
 * follows at once: the stored user info's company and logoimg (the side menu's names and logo),
 * and the side menu's full name.
 */
export default function CompanyDialog({ company, onClose }: { company: CompanyInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<Values>();
  const { busy, refusal, run } = useSubmit();

  const submit = (v: Values) =>
    run(async () => {
      // The logo only when it changed: an older logo that is not an upload of this branch stays as it is.
      const logo = v.logo !== company.logo ? { logo: v.logo } : {};
      const saved = await saveCompany({ longname: v.longname.trim(), name: v.name.trim(), ...logo });
      client.setQueryData(staffQueries.company(user).queryKey, saved);
      // The frame reads the company name and logo from the stored user info (spec §3 company, logoimg).
      useUserStore.setState((s) => (s.info ? { info: { ...s.info, company: saved.name, logoimg: saved.logo } } : {}));
      // The full name comes from the account list (the user info has none): read it again.
      void client.invalidateQueries({ queryKey: switchTargetsKey(user).slice(0, 1) });
      showSuccess(t('staff.company.saved'));
      onClose();
    });

  return (
    <FormDialog<Values>
      title={t('staff.company.editTitle')}
      okText={t('common.save')}
      form={form}
      name="company"
      initialValues={{ longname: company.longname, name: company.name, logo: company.logo }}
      onFinish={submit}
      onClose={onClose}
      submit={{ busy, refusal }}
      maskClosable={false}
      testIds={{ dialog: 'company-dialog', save: 'company-save', refused: 'company-dialog-error' }}
    >
      <Form.Item
        name="name"
        label={t('staff.company.name')}
        extra={t('staff.company.nameHelp')}
        rules={[{ required: true, whitespace: true, message: t('staff.company.nameRequired') }]}
      >
        <Input maxLength={STAFF_LIMITS.companyName} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="longname"
        label={t('staff.company.longname')}
        rules={[{ required: true, whitespace: true, message: t('staff.company.longnameRequired') }]}
      >
        <Input maxLength={STAFF_LIMITS.longname} autoComplete="off" />
      </Form.Item>
      <Form.Item name="logo" label={t('staff.company.logo')}>
        <ImageUpload shape="square" size={72} data-testid="company-logo-upload" />
      </Form.Item>
    </FormDialog>
  );
}
