import { Suspense, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAllow } from '../../../components/allow';
import { lazyPart } from '../../../lib/lazy-part';
import { useIsMobile } from '../../../lib/use-is-mobile';
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
  const mobile = useIsMobile();
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
      {/* Narrow screens: the icon alone (like the column chooser), its words in the tooltip and for screen readers. */}
      <Tooltip title={mobile ? label : undefined}>
        <Button
          icon={<FieldTimeOutlined />}
          aria-label={mobile ? label : undefined}
          onClick={() => setOpen(true)}
          onPointerEnter={AbandonDaysDialog.preload}
          onFocus={AbandonDaysDialog.preload}
          data-testid="abandon-days"
        >
          {mobile ? null : label}
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <AbandonDaysDialog days={days} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
