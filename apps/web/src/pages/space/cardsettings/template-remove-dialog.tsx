import { Alert, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardTemplateRow } from '@bo/contract';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { invalidateTemplates } from './template-queries';
import { removeTemplate } from './templates-api';

/** The delete confirmation; a refusal replaces the question and leaves only "Close". */
export function TemplateRemoveDialog({ template, onClose }: { template: CardTemplateRow; onClose: () => void }) {
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
