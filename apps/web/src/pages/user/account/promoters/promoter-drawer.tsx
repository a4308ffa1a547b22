import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PromoterRow } from '@bo/contract';
import { useIsMobile } from '../../../../lib/use-is-mobile';
import { useUserStore } from '../../../../stores/user';
import { PromoterClients } from './promoter-clients';
import { PromoterFigures } from './promoter-figures';
import { PromoterOrders } from './promoter-orders';
import { promoterQueries, type PromoterDialogKind, useLatestPromoter } from './promoter-rules';

interface Props {
  /** The promoter as the list showed it, until the drawer's own read is in. */
  initial: PromoterRow;
  onClose: () => void;
  /** With the promoter:edit mark: a button of the drawer opens the tab's dialog for this promoter. */
  onAction?: (kind: PromoterDialogKind, row: PromoterRow) => void;
}

/**
 * One promoter (gettgzxdetail): its figures, the clients it referred (each with its orders, amount
 * and commission, all from the server) and a page of their orders since the referral, newest
 * first, for all of them or for one picked client.
 */
export default function PromoterDrawer({ initial, onClose, onAction }: Props) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [guestcode, setGuestcode] = useState<string | undefined>(undefined);
  const detail = useQuery(promoterQueries.detail(user, initial.id, page, guestcode));
  const row = useLatestPromoter(user, initial);
  const data = detail.data;

  return (
    <Drawer
      open
      onClose={onClose}
      className="acc-drawer"
      size={mobile ? '100%' : 600}
      title={t('accounts.promoters.drawer.title', { name: initial.userName })}
      data-testid="promoter-drawer"
    >
      <PromoterFigures row={row} />
      {onAction && (
        <div className="acc-actions">
          <Button onClick={() => onAction('rate', row)} data-testid="promoter-drawer-rate-btn">
            {t('accounts.promoters.action.rate')}
          </Button>
          {row.status === 1 ? (
            <Button danger onClick={() => onAction('disable', row)}>
              {t('accounts.promoters.action.disable')}
            </Button>
          ) : (
            <Button onClick={() => onAction('enable', row)}>{t('accounts.promoters.action.enable')}</Button>
          )}
        </div>
      )}
      <PromoterClients clients={data?.clients} total={data?.clientsTotal ?? 0} />
      <PromoterOrders
        data={data}
        page={page}
        onPage={setPage}
        guestcode={guestcode}
        onClient={(v) => {
          setGuestcode(v);
          setPage(1);
        }}
      />
    </Drawer>
  );
}
