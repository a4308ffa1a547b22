import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { VALUE_NAME_EN_MAX, type ValueItem, type ValueList } from '@bo/contract';
import { addValueItem, changeValueItem } from '../../../api/value-lists';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useDictReload } from './editable-list';
import { itemNames } from './dict-rules';

interface Values {
  name: string;
  nameEn: string;
}

/**
 * The add and rename form of an item (loaded when first opened): the Chinese name (the text a
 * client keeps, at most the field's length) and the English one. A rename says how many clients
 * hold the old name: they take the new one with it.
 */
export default function ItemDialog({
  list,
  item,
  onClose,
}: {
  list: ValueList;
  item: ValueItem | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reread = useDictReload();
  const { busy, refusal, run } = useSubmit({ onStale: reread });
  const listName = pickLang(i18n.language, list.cn, list.en);

  const save = (v: Values) =>
    run(async () => {
      const body = { name: v.name.trim(), nameEn: (v.nameEn ?? '').trim() };
      if (item) {
        const saved = await changeValueItem({ id: item.id, version: item.version, ...body });
        const name = itemNames(saved, i18n.language).shown;
        showSuccess(
          saved.renamed ? t('dict.done.renamed', { name, count: saved.renamed }) : t('dict.done.saved', { name }),
        );
      } else {
        const added = await addValueItem({ list: list.code, ...body });
        showSuccess(t('dict.done.added', { name: itemNames(added, i18n.language).shown, list: listName }));
      }
      await reread();
      onClose();
    });

  const field = (label: string, max: number, required: boolean) => [
    ...(required ? [{ required: true, whitespace: true, message: t('dict.form.required', { field: label }) }] : []),
    { max, message: t('dict.form.tooLong', { field: label, max }) },
  ];
  const nameLabel = t('dict.form.name');
  const nameEnLabel = t('dict.form.nameEn');
  return (
    <FormDialog<Values>
      title={
        item
          ? t('dict.form.editTitle', { name: itemNames(item, i18n.language).shown })
          : t('dict.form.addTitle', { list: listName })
      }
      okText={item ? t('dict.form.save') : t('dict.add')}
      form={form}
      name="value-item"
      initialValues={{ name: item?.name ?? '', nameEn: item?.nameEn ?? '' }}
      onFinish={save}
      onClose={onClose}
      submit={{ busy, refusal }}
      testIds={{ dialog: 'dict-dialog', save: 'dict-save', refused: 'dict-refused' }}
    >
      {item && item.clients > 0 && (
        <Alert type="info" showIcon title={t('dict.form.renameHint', { count: item.clients })} className="dict-hint" />
      )}
      <Form.Item name="name" label={nameLabel} rules={field(nameLabel, list.max, true)} extra={t('dict.form.nameHelp')}>
        <Input autoComplete="off" autoFocus count={{ show: true, max: list.max }} />
      </Form.Item>
      <Form.Item name="nameEn" label={nameEnLabel} rules={field(nameEnLabel, VALUE_NAME_EN_MAX, false)}>
        <Input autoComplete="off" count={{ show: true, max: VALUE_NAME_EN_MAX }} />
      </Form.Item>
    </FormDialog>
  );
}
