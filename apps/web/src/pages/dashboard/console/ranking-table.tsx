import { Button, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { RankingRow } from '@bo/contract';
import { EllipsisText } from '../../../components/ellipsis-text';
import { formatCount, formatMoney, formatMoneyW, formatPercent } from '../../../components/number-format';

export interface RankingTableProps {
  rows: RankingRow[];
  platform: boolean;
  /** Only a period switch dims the table; the 60 s refetch swaps rows silently. */
  dimmed: boolean;
  onOpen?: (row: RankingRow) => void;
  onHint?: () => void;
}

/**
 * The ranking's rows (antd's Table, ~95 KB gzip with what it brings): loaded with the ranking
 * block, not as part of the console's first load (ranking-card.tsx).
 */
export default function RankingTable({ rows, platform, dimmed, onOpen, onHint }: RankingTableProps) {
  const { t } = useTranslation();
  // Fixed widths for everything but the name, which takes the rest and is ellipsised (its full
  // text in a tooltip): a 100-character name never pushes the figures off the card.
  const columns: ColumnsType<RankingRow> = [
    { title: t('dashboard.ranking.rank'), key: 'rank', width: 52, render: (_v, _r, i) => i + 1 },
    {
      title: t(platform ? 'dashboard.ranking.branch' : 'dashboard.ranking.guestname'),
      dataIndex: 'guestname',
      render: (name: string, row) =>
        onOpen ? (
          <Button
            type="link"
            size="small"
            className="dash-link"
            onClick={() => onOpen(row)}
            onPointerEnter={onHint}
            onFocus={onHint}
            aria-label={t('dashboard.ranking.open', { name })}
            data-testid="ranking-client"
            data-user-content
          >
            <EllipsisText text={name} />
          </Button>
        ) : (
          <EllipsisText text={name} data-testid="ranking-client" data-user-content="" />
        ),
    },
    {
      title: <Tooltip title={t('dashboard.ranking.jineHint')}>{t('dashboard.ranking.jine')}</Tooltip>,
      dataIndex: 'jine',
      align: 'right',
      width: 96,
      render: (v: string) => (
        <span className="dash-num bo-code" data-testid="ranking-jine" title={formatMoney(v)}>
          {formatMoneyW(v)}
        </span>
      ),
    },
    {
      title: t('dashboard.ranking.dd_num'),
      dataIndex: 'dd_num',
      align: 'right',
      width: 64,
      render: (v: number) => <span className="dash-num bo-code">{formatCount(v)}</span>,
    },
    // On a phone (below 576 px) the share gives way to the name.
    {
      title: t('dashboard.ranking.percentage'),
      dataIndex: 'percentage',
      align: 'right',
      width: 72,
      responsive: ['sm'],
      render: (v: string) => <span className="dash-num bo-code">{formatPercent(v)}</span>,
    },
  ];
  return (
    <Table<RankingRow>
      size="small"
      rowKey="guestcode"
      tableLayout="fixed"
      columns={columns}
      dataSource={rows}
      pagination={false}
      loading={dimmed}
    />
  );
}
