import { Button } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { branchTime } from '../../../components/branch-time';
import type { YearPlanState } from './use-year-plan';

/** Under the grid: whether the line is unsaved or when it was last set, and reset / save. */
export function PlanFooter({ plan, canEdit }: { plan: YearPlanState; canEdit: boolean }) {
  const { t } = useTranslation();
  const { line, dirty, valid, saving } = plan;
  return (
    <div className="yp-footer">
      <span className="bo-muted" data-testid="plan-status">
        {dirty
          ? t('yearPlan.unsaved')
          : line?.updatedAt
            ? t('yearPlan.updated', { by: line.updatedBy, at: branchTime(line.updatedAt, 'YYYY-MM-DD HH:mm') })
            : t('yearPlan.neverSet')}
      </span>
      {canEdit ? (
        <span className="yp-actions">
          <Button icon={<UndoOutlined />} disabled={!dirty || saving} onClick={plan.reset} data-testid="plan-reset">
            {t('yearPlan.reset')}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!dirty || !valid}
            loading={saving}
            onClick={() => void plan.save()}
            data-testid="plan-save"
          >
            {t('yearPlan.save')}
          </Button>
        </span>
      ) : (
        <span className="bo-muted">{t('yearPlan.readOnly')}</span>
      )}
    </div>
  );
}
