import { Alert } from 'antd';
import './refusal-alert.css';

/** A write's refusal above a dialog's or a form's content (useSubmit's `refusal`); testId keeps each page's own test id. */
export function RefusalAlert({ text, testId }: { text: string | null; testId?: string }) {
  return text ? (
    <Alert className="bo-dialog-alert" type="error" showIcon title={text} role="alert" data-testid={testId} />
  ) : null;
}
