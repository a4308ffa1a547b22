import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hintsOf, type Opens } from '../../../../components/list-page/row-actions';
import { ToolbarButton } from '../../../../components/list-page/toolbar-button';

/** The clients tab's own buttons: the required-field chooser (client:fields) and Add client (client:add). */
export function ClientsToolbar({
  canChoose,
  canAdd,
  onChoose,
  onAdd,
  chooser,
  adder,
}: {
  canChoose: boolean;
  canAdd: boolean;
  onChoose: () => void;
  onAdd: () => void;
  chooser: Opens;
  adder: Opens;
}) {
  const { t } = useTranslation();
  return (
    <>
      {canChoose && (
        <Button onClick={onChoose} {...hintsOf(chooser)} data-testid="client-required-fields">
          {t('accounts.clients.required.button')}
        </Button>
      )}
      {canAdd && (
        <ToolbarButton
          primary
          icon={<PlusOutlined />}
          label={t('accounts.clients.add')}
          onClick={onAdd}
          opens={adder}
          testId="client-add"
        />
      )}
    </>
  );
}
