import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../submit/refusal-alert';

/** The test ids of a form dialog: the dialog, its save button, its refusal alert (each page keeps its own). */
export interface FormDialogTestIds {
  dialog: string;
  save: string;
  refused: string;
}

interface FormDialogProps<V> {
  title: ReactNode;
  okText: string;
  /** The cancel button's words; "Cancel" of the console's common strings by default. */
  cancelText?: string;
  /** The form of the dialog (Form.useForm): the OK button submits it. */
  form: FormInstance<V>;
  /** The form's name: its fields' ids start with it. */
  name: string;
  initialValues?: Partial<V>;
  /** The save, with the form's checked values (useSubmit's run). */
  onFinish: (values: V) => unknown;
  onClose: () => void;
  /** The write's state (useSubmit): the OK button spins while busy; a refusal shows above the form. */
  submit: { busy: boolean; refusal: string | null };
  width?: number;
  /** False for a form whose typing a click beside the dialog must not throw away. */
  maskClosable?: boolean;
  testIds: FormDialogTestIds;
  children: ReactNode;
}

/**
 * The one dialog of an add or edit form: a Modal whose OK submits a vertical Form, the write's
 * refusal above the fields, and nothing kept once it closes.
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const { t } = useTranslation();
  const { form, testIds, onFinish } = props;
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText={props.cancelText ?? t('common.cancel')}
      okButtonProps={{ loading: props.submit.busy, 'data-testid': testIds.save }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
      width={props.width}
      mask={props.maskClosable === false ? { closable: false } : undefined}
      data-testid={testIds.dialog}
    >
      <RefusalAlert text={props.submit.refusal} testId={testIds.refused} />
      <Form<V>
        form={form}
        name={props.name}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={(v) => void onFinish(v)}
      >
        {props.children}
      </Form>
    </Modal>
  );
}
