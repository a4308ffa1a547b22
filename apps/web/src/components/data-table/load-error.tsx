import { Alert, Button } from 'antd';

/** The data table's answer to a failed load: what went wrong and a retry. */
export default function LoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      className="dt-error"
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
