import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES, PRODUCT_IMAGES_MAX, PRODUCT_NAME_MAX, type ProductRow } from '@bo/contract';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { invalidateProducts } from './product-queries';
import { categoryName } from './product-rules';
import { addProduct, changeProduct, removeProduct } from './products-api';
import { PriceFields, SpecFields } from './product-fields';
import { ImagesField } from './product-images-field';
import { bodyOf, initialOf, type ProductValues } from './product-values';

/** The product page's dialogs (loaded when first opened): the editor and the delete confirmation. */
export default function ProductDialog({
  kind,
  product,
  onClose,
}: {
  kind: 'add' | 'edit' | 'remove';
  product: ProductRow | null;
  onClose: () => void;
}) {
  return kind === 'remove' ? (
    <RemoveDialog product={product!} onClose={onClose} />
  ) : (
    <EditDialog product={kind === 'edit' ? product : null} onClose={onClose} />
  );
}

function EditDialog({ product, onClose }: { product: ProductRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<ProductValues>();
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateProducts(client, user) });
  const lang = i18n.language;

  const save = (v: ProductValues) =>
    run(async () => {
      const body = bodyOf(v);
      const saved = product
        ? await changeProduct({ id: product.id, version: product.version, ...body })
        : await addProduct(body);
      showSuccess(
        t(product ? 'products.done.saved' : 'products.done.added', { name: pickLang(lang, saved.name, saved.nameEn) }),
      );
      void invalidateProducts(client, user);
      onClose();
    });

  const text = (field: string) => [
    { required: true, whitespace: true, message: t('products.required', { field }) },
    { max: PRODUCT_NAME_MAX, message: t('products.tooLong', { field, max: PRODUCT_NAME_MAX }) },
  ];
  return (
    <FormDialog<ProductValues>
      title={
        product
          ? t('products.form.editTitle', { name: pickLang(lang, product.name, product.nameEn) })
          : t('products.form.addTitle')
      }
      okText={product ? t('products.save') : t('products.add')}
      cancelText={t('products.cancel')}
      form={form}
      name="product"
      initialValues={initialOf(product)}
      onFinish={save}
      onClose={onClose}
      submit={{ busy, refusal }}
      width={640}
      testIds={{ dialog: 'product-dialog', save: 'product-save', refused: 'product-refused' }}
    >
      <div className="ps-pair">
        <Form.Item name="name" label={t('products.form.name')} rules={text(t('products.form.name'))}>
          <Input autoComplete="off" autoFocus count={{ show: true, max: PRODUCT_NAME_MAX }} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('products.form.nameEn')} rules={text(t('products.form.nameEn'))}>
          <Input autoComplete="off" count={{ show: true, max: PRODUCT_NAME_MAX }} />
        </Form.Item>
      </div>
      <Form.Item
        name="category"
        label={t('products.form.category')}
        rules={[{ required: true, message: t('products.required', { field: t('products.form.category') }) }]}
      >
        <Select options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: categoryName(c, lang) }))} />
      </Form.Item>
      <Form.Item
        name="images"
        label={t('products.form.images')}
        extra={t('products.form.imagesHelp', { max: PRODUCT_IMAGES_MAX })}
      >
        <ImagesField />
      </Form.Item>
      <SpecFields product={product} />
      <PriceFields />
      <Form.Item name="onSale" label={t('products.form.onSale')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}

function RemoveDialog({ product, onClose }: { product: ProductRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy, refusal, run } = useSubmit();
  const name = pickLang(i18n.language, product.name, product.nameEn);
  const confirm = async () => {
    await run(async () => {
      await removeProduct({ id: product.id, version: product.version });
      showSuccess(t('products.done.removed', { name }));
      onClose();
    });
    void invalidateProducts(client, user);
  };
  return (
    <Modal
      open
      title={t('products.confirm.removeTitle', { name })}
      okText={t('products.remove')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'product-confirm' }}
      cancelText={refusal ? t('products.close') : t('products.cancel')}
      footer={refusal ? (_buttons, { CancelBtn }) => <CancelBtn /> : undefined}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="product-confirm-dialog"
    >
      {refusal ? (
        <Alert
          type="error"
          showIcon
          title={t('products.confirm.refused')}
          description={refusal}
          data-testid="product-refused"
        />
      ) : (
        <p>{t('products.confirm.removeText')}</p>
      )}
    </Modal>
  );
}
