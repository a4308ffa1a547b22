import type { MenuProps } from 'antd';
import type { PromoterRow } from '@bo/contract';
import { TextCell, TimeCell } from '../../../../components/list-page/cells';
import { figureColumn } from '../../../../components/list-page/standard-columns';
import type { ColumnSpec, ColumnsOf } from '../../../../components/list-page/columns';
import { RowAction, RowActions, RowLink, type Opens } from '../../../../components/list-page/row-actions';
import { RowMenu } from '../../../../components/list-page/row-menu';
import { formatCount, formatMoney, formatPercent } from '../../../../components/number-format';
import { onOff, Tag } from '../../../../components/tag';
import type { PromoterDialogKind, PromoterSums } from './promoter-rules';

/** What the promoters' rows may do: open a promoter's referrals; with promoter:edit change the rate, enable, disable. */
export interface PromoterContext {
  canEdit: boolean;
  show: (row: PromoterRow) => void;
  open: (kind: PromoterDialogKind, row: PromoterRow) => void;
  drawer: Opens;
  dialogs: Opens;
}

type Spec = ColumnSpec<PromoterRow, PromoterContext, PromoterSums>;

/** A figure the server also sums over the filtered set. */
const figure = <K extends keyof PromoterSums>(key: K, width: number, format: (v: PromoterSums[K]) => string): Spec =>
  figureColumn(key, `accounts.promoters.col.${key}`, width, (r) => format(r[key]), {
    sort: key,
    sum: (s) => format(s[key]),
  });

/** The promoters' columns. */
export const PROMOTER_COLUMNS: Spec[] = [
  {
    key: 'account',
    title: 'accounts.promoters.col.account',
    width: 160,
    sort: 'userName',
    render: (r, { t, show, drawer }) => (
      <RowLink
        onClick={() => show(r)}
        opens={drawer}
        label={t('accounts.promoters.action.openOf', { name: r.userName })}
        testId="promoter-open"
      >
        <TextCell text={r.userName} code />
      </RowLink>
    ),
    summary: (_s, { t }) => t('accounts.promoters.total'),
  },
  {
    key: 'nickname',
    title: 'accounts.promoters.col.nickname',
    width: 130,
    render: (r) => <TextCell text={r.nickname} />,
  },
  {
    key: 'mobile',
    title: 'accounts.promoters.col.mobile',
    width: 130,
    render: (r) => <TextCell text={r.mobile} code />,
  },
  figureColumn('rate', 'accounts.promoters.col.rate', 100, (r) => formatPercent(r.commissionRate), {
    sort: 'rate',
    testId: 'promoter-rate',
  }),
  figure('referrals', 100, formatCount),
  figure('orders', 90, formatCount),
  figure('amount', 130, formatMoney),
  {
    ...figure('commission', 120, formatMoney),
    summary: (s) => <span data-testid="promoter-sum-commission">{formatMoney(s.commission)}</span>,
  },
  {
    key: 'since',
    title: 'accounts.promoters.col.since',
    width: 120,
    sort: 'since',
    render: (r) => <TimeCell at={r.since} format="YYYY-MM-DD" />,
  },
  {
    key: 'status',
    title: 'accounts.promoters.col.status',
    width: 130,
    render: (r, { t }) => (
      <RowActions>
        <Tag colour={onOff(r.status === 1)} data-status={r.status} data-testid="promoter-status">
          {t(`accounts.promoters.status.${r.status === 1 ? 1 : 0}`)}
        </Tag>
        {r.accountStatus !== 1 && <Tag colour="gold">{t('accounts.promoters.accountDisabled')}</Tag>}
      </RowActions>
    ),
  },
  {
    key: 'actions',
    title: 'accounts.promoters.col.actions',
    width: 170,
    mobileWidth: 130,
    fixedRight: true,
    render: (r, c) => <PromoterActions row={r} c={c} />,
  },
];

function PromoterActions({ row: r, c }: { row: PromoterRow; c: ColumnsOf<PromoterContext> }) {
  const { t, open } = c;
  const items: MenuProps['items'] = [
    { key: 'rate', label: t('accounts.promoters.action.rate'), onClick: () => open('rate', r) },
    r.status === 1
      ? {
          key: 'disable',
          label: t('accounts.promoters.action.disable'),
          danger: true,
          onClick: () => open('disable', r),
        }
      : { key: 'enable', label: t('accounts.promoters.action.enable'), onClick: () => open('enable', r) },
  ];
  return (
    <RowActions testId="promoter-actions">
      <RowAction onClick={() => c.show(r)} opens={c.drawer} testId="promoter-referrals">
        {t('accounts.promoters.action.referrals')}
      </RowAction>
      {c.canEdit && (
        <RowMenu
          items={items}
          opens={c.dialogs}
          label={t('accounts.promoters.action.moreOf', { name: r.userName })}
          testId="promoter-more"
        >
          {t('accounts.promoters.action.more')}
        </RowMenu>
      )}
    </RowActions>
  );
}
