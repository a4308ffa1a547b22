import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

type Values = { name: string };

function NameDialog({ onFinish, refusal = null }: { onFinish: (v: Values) => void; refusal?: string | null }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values>
      title="Add"
      okText="Save"
      form={form}
      name="name-form"
      initialValues={{ name: 'zhang' }}
      onFinish={onFinish}
      onClose={() => undefined}
      submit={{ busy: false, refusal }}
      testIds={{ dialog: 'name-dialog', save: 'name-save', refused: 'name-refused' }}
    >
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

describe('the form dialog', () => {
  it('submits its form with the values when OK is pressed', async () => {
    const onFinish = vi.fn();
    render(<NameDialog onFinish={onFinish} />);
    expect(screen.getByTestId('name-dialog')).toBeTruthy();
    expect(screen.queryByTestId('name-refused')).toBeNull();
    fireEvent.click(screen.getByTestId('name-save'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'zhang' }));
  });

  it('shows the write refusal above the form', () => {
    render(<NameDialog onFinish={() => undefined} refusal="taken" />);
    expect(screen.getByTestId('name-refused').textContent).toContain('taken');
  });
});
