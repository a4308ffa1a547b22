import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { PlatformReportData } from '@bo/contract';
import { formatCount, formatMoney } from '../../../components/number-format';
import { sumColumns } from '../format';

type BranchRow = PlatformReportData['branches'][number];

/**
 * Today's and all-time orders and sales per merchant branch, with a summary row: the platform
 * owner's block, loaded only for that dashboard (antd's Table is not in the console's first load).
 */
export default function PlatformBranches({ data }: { data: PlatformReportData }) {
  const { t } = useTranslation();
  const num = (v: number) => <span className="dash-num">{formatCount(v)}</span>;
  const amount = (v: string) => <span className="dash-num">{formatMoney(v)}</span>;
  const columns: ColumnsType<BranchRow> = [
    { title: t('dashboard.branches.gscode'), dataIndex: 'gscode', width: 80 },
    { title: t('dashboard.branches.longname'), dataIndex: 'longname', ellipsis: true },
    { title: t('dashboard.branches.dd_num'), dataIndex: 'dd_num', align: 'right', render: num },
    { title: t('dashboard.branches.jine'), dataIndex: 'jine', align: 'right', render: amount },
    { title: t('dashboard.branches.total_num'), dataIndex: 'total_num', align: 'right', render: num },
    { title: t('dashboard.branches.total_jine'), dataIndex: 'total_jine', align: 'right', render: amount },
  ];
  const sums = sumColumns(data.branches, { dd_num: 'count', jine: 'money', total_num: 'count', total_jine: 'money' });
  return (
    <Card size="small" className="dash-block" title={t('dashboard.branches.title')} data-testid="platform-branches">
      <Table<BranchRow>
        size="small"
        rowKey="gscode"
        columns={columns}
        dataSource={data.branches}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('dashboard.branches.empty') }}
        summary={() =>
          data.branches.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <b>{t('dashboard.summary.total')}</b>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {num(sums.dd_num as number)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {amount(sums.jine as string)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {num(sums.total_num as number)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {amount(sums.total_jine as string)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </Card>
  );
}
