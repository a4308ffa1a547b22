import { Alert, Button, Form, Input, Modal, Select, Switch } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARD_FINISH_NAMES,
  CARD_FINISHES,
  CARD_PAPER_NAMES,
  CARD_PAPERS,
  YUAN_PATTERN,
  PRODUCT_CATEGORIES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  type ProductRow,
} from '@bo/contract';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { SortableList } from '../../../components/sortable-list';
import { ImageUpload } from '../../../components/upload/image-upload';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { invalidateProducts, productQueries } from './product-queries';
import { categoryName } from './product-rules';
import { addProduct, changeProduct, removeProduct } from './products-api';
import { flagOf } from '../../../lib/flag';

interface Values {
  name: string;
  nameEn: string;
  category: string;
  images: string[];
  sizeIds: number[];
  papers: string[];
  finishes: string[];
  priceMin: string;
  priceMax: string;
  onSale: boolean;
}

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

/** The product's pictures: ordered by dragging (SortableList), removed one by one, added with the upload control. */
function ImagesField({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="product-images">
      <SortableList<string>
        items={value}
        idOf={(a) => a}
        onMove={(next) => onChange?.(next)}
        handleLabel={t('products.form.moveImage')}
        data-testid="product-image-list"
        renderItem={(address, handle) => {
          const n = value.indexOf(address) + 1;
          return (
            <div className="ps-image-row" data-testid="product-image" data-address={address}>
              {handle}
              <img src={address} alt={t('products.form.imageN', { n })} />
              <span className="bo-muted">{t('products.form.imageN', { n })}</span>
              <Button
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => onChange?.(value.filter((a) => a !== address))}
                aria-label={t('products.form.removeImage', { n })}
                data-testid="product-image-remove"
              />
            </div>
          );
        }}
      />
      {value.length < PRODUCT_IMAGES_MAX && (
        <ImageUpload
          value=""
          shape="square"
          size={64}
          removable={false}
          onChange={(address) => {
            if (address && !value.includes(address)) onChange?.([...value, address]);
          }}
          data-testid="product-image-add"
        />
      )}
    </div>
  );
}

function EditDialog({ product, onClose }: { product: ProductRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<Values>();
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateProducts(client, user) });
  const sizes = useQuery(productQueries.sizes(user));
  const lang = i18n.language;
  const word = (w: { cn: string; en: string }) => pickLang(lang, w.cn, w.en);

  const save = (v: Values) =>
    run(async () => {
      const body = {
        name: v.name.trim(),
        nameEn: v.nameEn.trim(),
        category: v.category,
        images: v.images ?? [],
        specs: { sizeIds: v.sizeIds ?? [], papers: v.papers ?? [], finishes: v.finishes ?? [] },
        priceMin: v.priceMin.trim(),
        priceMax: v.priceMax.trim(),
        onSale: flagOf(v.onSale),
      };
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
  const price = (field: string) => [
    { required: true, whitespace: true, message: t('products.required', { field }) },
    { pattern: YUAN_PATTERN, message: t('products.form.priceRule') },
  ];
  const initial: Values = product
    ? {
        name: product.name,
        nameEn: product.nameEn,
        category: product.category,
        images: product.images,
        sizeIds: product.specs.sizeIds,
        papers: product.specs.papers,
        finishes: product.specs.finishes,
        priceMin: product.priceMin,
        priceMax: product.priceMax,
        onSale: product.onSale === 1,
      }
    : {
        name: '',
        nameEn: '',
        category: PRODUCT_CATEGORIES[0],
        images: [],
        sizeIds: [],
        papers: [],
        finishes: [],
        priceMin: '',
        priceMax: '',
        onSale: true,
      };
  const chosen = new Set(product?.specs.sizeIds ?? []);
  const sizeChoices = (sizes.data ?? [])
    .filter((s) => s.status === 1 || chosen.has(s.id))
    .map((s) => {
      const name = word({ cn: s.name, en: s.nameEn });
      return {
        value: s.id,
        label: `${s.status === 1 ? name : t('products.form.sizeDisabled', { name })} · ${s.widthMm} × ${s.heightMm} mm`,
      };
    });

  return (
    <Modal
      open
      title={
        product
          ? t('products.form.editTitle', { name: pickLang(lang, product.name, product.nameEn) })
          : t('products.form.addTitle')
      }
      okText={product ? t('products.save') : t('products.add')}
      cancelText={t('products.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'product-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      data-testid="product-dialog"
    >
      <RefusalAlert text={refusal} testId="product-refused" />
      <Form<Values> form={form} name="product" layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
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
        <Form.Item name="sizeIds" label={t('products.form.sizes')}>
          <Select
            mode="multiple"
            allowClear
            loading={sizes.isPending}
            options={sizeChoices}
            data-testid="product-sizes"
          />
        </Form.Item>
        <div className="ps-pair">
          <Form.Item name="papers" label={t('products.form.papers')}>
            <Select
              mode="multiple"
              allowClear
              options={CARD_PAPERS.map((p) => ({ value: p, label: word(CARD_PAPER_NAMES[p]) }))}
            />
          </Form.Item>
          <Form.Item name="finishes" label={t('products.form.finishes')}>
            <Select
              mode="multiple"
              allowClear
              options={CARD_FINISHES.map((f) => ({ value: f, label: word(CARD_FINISH_NAMES[f]) }))}
            />
          </Form.Item>
        </div>
        <div className="ps-pair">
          <Form.Item name="priceMin" label={t('products.form.priceMin')} rules={price(t('products.form.priceMin'))}>
            <Input inputMode="decimal" prefix="¥" data-testid="product-price-min" />
          </Form.Item>
          <Form.Item
            name="priceMax"
            label={t('products.form.priceMax')}
            dependencies={['priceMin']}
            rules={[
              ...price(t('products.form.priceMax')),
              ({ getFieldValue }) => ({
                validator: (_r, v?: string) => {
                  const min = String(getFieldValue('priceMin') ?? '').trim();
                  const max = (v ?? '').trim();
                  return YUAN_PATTERN.test(min) && YUAN_PATTERN.test(max) && Number(max) < Number(min)
                    ? Promise.reject(new Error(t('products.form.priceOrder')))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <Input inputMode="decimal" prefix="¥" data-testid="product-price-max" />
          </Form.Item>
        </div>
        <Form.Item name="onSale" label={t('products.form.onSale')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
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
