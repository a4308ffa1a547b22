import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { VIEW_BRANCH_MINUTES, VIEW_REASON_MAX, VIEW_REASON_MIN, type BranchFigureRow } from '@bo/contract';
import { viewBranch } from '../../../api/platform';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { startView } from '../../../stores/viewing';

interface ViewValues {
  reason: string;
}

/** Where the view opens: the branch's own console. */
const VIEW_HOME = '/dashboard/console';

/**
 * "View read-only" (issue 41): asks why, says what the branch will see and what the view can do,
 * then opens the view's session in this tab (the owner's own user is kept aside, stores/viewing.ts)
 * and loads the branch's console.
 */
export default function ViewDialog({ row, onClose }: { row: BranchFigureRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ViewValues>();
  const submit = useSubmit();
  const open = (v: ViewValues) =>
    submit.run(async () => {
      const view = await viewBranch(row.gscode, v.reason.trim());
      startView(view);
      window.location.assign(VIEW_HOME);
    });
  return (
    <FormDialog<ViewValues>
      title={t('hq.view.title', { company: row.company, gscode: row.gscode })}
      okText={t('hq.view.ok')}
      form={form}
      name="hq-view"
      onFinish={open}
      onClose={onClose}
      submit={submit}
      maskClosable={false}
      testIds={{ dialog: 'hq-view-dialog', save: 'hq-view-ok', refused: 'hq-view-refused' }}
    >
      <Alert
        type="info"
        showIcon
        className="hq-view-notice"
        title={t('hq.view.notice', { minutes: VIEW_BRANCH_MINUTES })}
        data-testid="hq-view-notice"
      />
      <Form.Item
        name="reason"
        label={t('hq.view.reason')}
        rules={[
          { required: true, whitespace: true, message: t('hq.view.reasonRequired') },
          {
            min: VIEW_REASON_MIN,
            max: VIEW_REASON_MAX,
            transform: (v: string | undefined) => v?.trim(),
            message: t('hq.view.reasonLength', { min: VIEW_REASON_MIN, max: VIEW_REASON_MAX }),
          },
        ]}
      >
        <Input.TextArea
          rows={3}
          showCount
          maxLength={VIEW_REASON_MAX}
          placeholder={t('hq.view.reasonPlaceholder')}
          data-testid="hq-view-reason"
        />
      </Form.Item>
    </FormDialog>
  );
}
