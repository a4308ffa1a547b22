import { EyeOutlined, HeartOutlined, PercentageOutlined, ShoppingCartOutlined, TeamOutlined, UserAddOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BranchReportData } from '@bo/contract';
import { CountCard, type Figure } from '../count-card';
import { toWan } from '../format';

const count = (n: number): Figure => ({ value: n });
const money = (s: string): Figure => ({ value: Number(s), decimals: 2 });

/** The count cards of an ordinary branch (ReportData; meanings in docs/decisions.md "Dashboard figures"). */
export function BranchCards({ data }: { data: BranchReportData }) {
  const { t } = useTranslation();
  const c = (key: 'vdata' | 'cdata' | 'fdata' | 'udata' | 'odata', icon: React.ReactNode) => (
    <CountCard key={key} id={key} icon={icon} title={t(`dashboard.cards.${key}`)} main={count(data[key].today)} previous={count(data[key].previous)} total={count(data[key].total)} />
  );
  return (
    <div className="dash-cards">
      {c('vdata', <EyeOutlined />)}
      {c('odata', <ShoppingCartOutlined />)}
      <CountCard
        id="tdata"
        icon={<WalletOutlined />}
        title={t('dashboard.cards.tdata')}
        hint={t('dashboard.cards.totalWanHint')}
        main={money(data.tdata.today)}
        previous={money(data.tdata.previous)}
        total={{ value: Number(toWan(data.tdata.total)), decimals: 2, suffix: t('dashboard.cards.wan') }}
      />
      <CountCard
        id="conversion"
        icon={<PercentageOutlined />}
        title={t('dashboard.cards.conversion')}
        hint={t('dashboard.cards.conversionHint')}
        main={{ value: Number(data.conversionrate), decimals: 2, suffix: '%' }}
      />
      {c('cdata', <TeamOutlined />)}
      {c('udata', <UserAddOutlined />)}
      {c('fdata', <HeartOutlined />)}
    </div>
  );
}
