import { useState } from 'react';
import { Button, Card, Segmented, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { RANK_NAMES, type RankingRow, type RankName } from '@bo/contract';
import { EllipsisText } from '../../../components/ellipsis-text';
import { formatCount, formatMoney, formatMoneyW, formatPercent } from '../../../components/number-format';
import { LoadState } from '../load-state';
import { useRanking } from '../queries';

interface RankingCardProps {
  /** The platform owner ranks branches: no client to open. */
  platform: boolean;
  /** Opens the client-info dialog; undefined when the role may not view clients. */
  onOpen?: (row: RankingRow) => void;
}

/** The order ranking of spec §2 with its six periods, refreshed every 60 s (spec §4). */
export function RankingCard({ platform, onOpen }: RankingCardProps) {
  const { t } = useTranslation();
  const [rankname, setRankname] = useState<RankName>('today');
  const query = useRanking(rankname);
  const rows = query.data ?? [];

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
            aria-label={t('dashboard.ranking.open', { name })}
            data-testid="ranking-client"
          >
            <EllipsisText text={name} />
          </Button>
        ) : (
          <EllipsisText text={name} data-testid="ranking-client" />
        ),
    },
    {
      title: <Tooltip title={t('dashboard.ranking.jineHint')}>{t('dashboard.ranking.jine')}</Tooltip>,
      dataIndex: 'jine',
      align: 'right',
      width: 96,
      render: (v: string) => <span className="dash-num bo-code" data-testid="ranking-jine" title={formatMoney(v)}>{formatMoneyW(v)}</span>,
    },
    { title: t('dashboard.ranking.dd_num'), dataIndex: 'dd_num', align: 'right', width: 64, render: (v: number) => <span className="dash-num bo-code">{formatCount(v)}</span> },
    // On a phone (below 576 px) the share gives way to the name.
    { title: t('dashboard.ranking.percentage'), dataIndex: 'percentage', align: 'right', width: 72, responsive: ['sm'], render: (v: string) => <span className="dash-num bo-code">{formatPercent(v)}</span> },
  ];

  return (
    <Card
      size="small"
      className="dash-block"
      data-testid="ranking"
      title={t(platform ? 'dashboard.ranking.titlePlatform' : 'dashboard.ranking.title')}
    >
      <div className="dash-switch">
        <Segmented<RankName>
          size="small"
          value={rankname}
          onChange={setRankname}
          data-testid="ranking-period"
          options={RANK_NAMES.map((v) => ({ value: v, label: t(`dashboard.rank.${v}`) }))}
        />
      </div>
      <LoadState query={query} empty={query.data !== undefined && !query.isPlaceholderData && rows.length === 0} emptyText={t('dashboard.ranking.empty')}>
        <div data-testid="ranking-table" data-rankname={query.isPlaceholderData ? '' : rankname}>
          <Table<RankingRow>
            size="small"
            rowKey="guestcode"
            tableLayout="fixed"
            columns={columns}
            dataSource={rows}
            pagination={false}
            // Only a period switch dims the table; the 60 s refetch swaps rows silently.
            loading={query.isPlaceholderData}
          />
        </div>
        <div className="dash-updated">{t('dashboard.ranking.updated', { time: dayjs(query.dataUpdatedAt).format('HH:mm:ss') })}</div>
      </LoadState>
    </Card>
  );
}
