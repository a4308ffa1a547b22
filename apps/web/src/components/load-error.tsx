import { Alert, Button } from 'antd';

/**
 * A block's answer to a failed load: what went wrong and a retry. Loaded as a lazy part where it
 * is used (the data table, the dashboard's blocks), so antd's Alert is not in a page's first load.
 */
export default function LoadError({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      className={className}
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
