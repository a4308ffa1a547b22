import { Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { M, type CreditRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { ToolbarButton } from '../../../components/list-page/toolbar-button';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { Tag } from '../../../components/tag';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { CREDIT_COLUMNS } from './columns';
import { CREDIT_ROUTE, CREDIT_RULES, CREDIT_TABLE, creditQueries, type CreditDialogKind } from './credit-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './credit.css';

const CreditFilters = filterFormPart(() => import('./credit-filters'));
/** The dialogs (antd Modal, Form, the client picker) load when one is first opened or an action hovered. */
const CreditDialogs = lazyPart(() => import('./credit-dialogs'));

/**
 * /user/CheckCredit, the credit review (issue 12 #4): the branch's credit applications on the
 * data table (UManage CheckCreditList) with each client's credit used and limit now; approve or
 * reject a pending one with a comment (fun_AuditPass, mark `credit:audit`) and apply for a
 * client (ApplyCredit, mark `credit:apply`). The server applies the terms and says why it refuses.
 */
export default function UserCheckcreditPage() {
  return usePageStrings('credit') ? <CreditView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function CreditView() {
  const { t } = useTranslation();
  const canAudit = useAllow(CREDIT_ROUTE, M.creditAudit);
  const canApply = useAllow(CREDIT_ROUTE, M.creditApply);
  const dialog = useRowDialog<CreditDialogKind, CreditRow | null>();
  const columns = useColumns(CREDIT_COLUMNS, { canAudit, open: dialog.open, dialogs: CreditDialogs });

  return (
    <ListPage
      testId="credit-page"
      className="cc-page"
      route={CREDIT_ROUTE}
      table={CREDIT_TABLE}
      rules={CREDIT_RULES}
      columns={columns}
      keyColumn="client"
      query={creditQueries.list}
      filters={CreditFilters}
      empty={t('credit.empty')}
      toolbar={(_s, data) => (
        <>
          {data && data.summary.pending > 0 && (
            <Tag colour="gold" className="cc-pending" data-testid="credit-pending">
              {t('credit.pending', { count: data.summary.pending })}
            </Tag>
          )}
          {canApply && (
            <ToolbarButton
              primary
              icon={<PlusOutlined />}
              label={t('credit.apply')}
              onClick={() => dialog.open('apply', null)}
              opens={CreditDialogs}
              testId="credit-apply"
            />
          )}
        </>
      )}
    >
      <Opened value={dialog.current}>
        {(d) => <CreditDialogs key={dialog.key} dialog={d} onClose={dialog.close} />}
      </Opened>
    </ListPage>
  );
}
