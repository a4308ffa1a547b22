import { useState } from 'react';
import { FieldTimeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAllow } from '../../../components/allow';
import { Opened } from '../../../components/list-page/opened';
import { ToolbarButton } from '../../../components/list-page/toolbar-button';
import { lazyPart } from '../../../lib/lazy-part';
import { CARTS_ROUTE } from './cart-rules';

/** The form (antd Form, Input, Modal) loads when the setting is first opened or hovered, not with the page. */
const AbandonDaysDialog = lazyPart(() => import('./abandon-days-dialog'));

/**
 * "Abandoned after N days" in the carts' toolbar: the branch's setting as the list answered it.
 * With the cart:settings mark it opens a small dialog that changes it; without it, it is only shown.
 */
export function AbandonDaysSetting({ days }: { days: number | undefined }) {
  const { t } = useTranslation();
  const canSet = useAllow(CARTS_ROUTE, 'cart:settings');
  const [open, setOpen] = useState(false);
  if (days === undefined) return null;
  const label = t('carts.setting.button', { count: days });
  if (!canSet)
    return (
      <span className="cart-days bo-muted" data-testid="abandon-days">
        {label}
      </span>
    );
  return (
    <>
      <ToolbarButton
        icon={<FieldTimeOutlined />}
        label={label}
        onClick={() => setOpen(true)}
        opens={AbandonDaysDialog}
        testId="abandon-days"
      />
      <Opened value={open}>{() => <AbandonDaysDialog days={days} onClose={() => setOpen(false)} />}</Opened>
    </>
  );
}
