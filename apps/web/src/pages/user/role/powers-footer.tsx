import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  readOnly: boolean;
  saving: boolean;
  canSave: boolean;
  onSave: () => void;
  onClose: () => void;
}

/** Close, and Save when the powers may be changed. */
export function PowersFooter({ readOnly, saving, canSave, onSave, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <div className="pw-footer">
      <Button onClick={onClose} data-testid="powers-close">
        {t('roles.powers.close')}
      </Button>
      {!readOnly && (
        <Button type="primary" onClick={onSave} loading={saving} disabled={!canSave} data-testid="powers-save">
          {t('roles.powers.save')}
        </Button>
      )}
    </div>
  );
}
