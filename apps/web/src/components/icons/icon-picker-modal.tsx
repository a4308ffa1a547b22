import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconPicker } from './icon-picker';

/** The icon picker in a dialog, for a form field (icon-select.tsx); loaded when first opened. */
export default function IconPickerModal({
  open,
  value,
  onPick,
  onClose,
}: {
  open: boolean;
  value?: string;
  onPick: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={880}
      title={t('icons.pick')}
      destroyOnHidden
      data-testid="icon-picker-modal"
    >
      <IconPicker value={value} onPick={onPick} action="choose" />
    </Modal>
  );
}
