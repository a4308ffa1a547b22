import { Form, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BannerRow, BannerSlot } from '@bo/contract';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { saveBanner } from './banner-api';
import { invalidateBanners } from './banner-queries';
import {
  BannerImageField,
  BannerTextFields,
  BannerWindowFields,
  fieldsOf,
  initialOf,
  type BannerValues,
} from './banner-fields';

/**
 * Adds or edits one banner of the slot (loaded when first opened): the image through the upload
 * control, with a preview at the slot's aspect (cropped as the shop crops it) and a warning when
 * the image's own aspect is far from it; cn and en titles; the link (checked by the contract's
 * own rule); the window; enabled. A refusal of the server stays in the dialog; a 409 reads the
 * list again.
 */
export default function BannerDialog({
  slot,
  banner,
  onClose,
}: {
  slot: BannerSlot;
  banner: BannerRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<BannerValues>();
  const refresh = () => invalidateBanners(client, user, slot);
  const { busy, refusal, run } = useSubmit({ onStale: refresh });
  const noun = t(`banners.noun.${slot}`);

  const save = (v: BannerValues) =>
    run(async () => {
      const fields = fieldsOf(v);
      const row = await saveBanner(slot, banner ? { id: banner.id, version: banner.version, ...fields } : fields);
      const name = pickLang(lang, row.title, row.titleEn || row.title);
      showSuccess(t(banner ? 'banners.done.changed' : 'banners.done.added', { name, noun }));
      void refresh();
      onClose();
    });

  return (
    <FormDialog<BannerValues>
      title={banner ? t('banners.form.editTitle', { noun }) : t('banners.form.addTitle', { noun })}
      okText={banner ? t('common.save') : t('banners.form.add')}
      form={form}
      name="banner"
      initialValues={initialOf(banner)}
      onFinish={save}
      onClose={onClose}
      submit={{ busy, refusal }}
      width={640}
      testIds={{ dialog: 'banner-dialog', save: 'banner-save', refused: 'banner-refused' }}
    >
      <BannerImageField slot={slot} banner={banner} />
      <BannerTextFields />
      <BannerWindowFields />
      <Form.Item name="enabled" label={t('banners.form.enabled')} valuePropName="checked">
        <Switch data-testid="banner-enabled" />
      </Form.Item>
    </FormDialog>
  );
}
