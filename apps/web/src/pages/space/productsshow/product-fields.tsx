import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARD_FINISH_NAMES,
  CARD_FINISHES,
  CARD_PAPER_NAMES,
  CARD_PAPERS,
  YUAN_PATTERN,
  type ProductRow,
} from '@bo/contract';
import { useUserStore } from '../../../stores/user';
import { productQueries } from './product-queries';
import { useWord } from '../../../locales/use-word';

/** The specifications offered: card sizes (enabled ones, and the product's own even if disabled since), papers, finishes. */
export function SpecFields({ product }: { product: ProductRow | null }) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const sizes = useQuery(productQueries.sizes(user));
  const word = useWord();
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
    <>
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
    </>
  );
}

/** The price range: two amounts in yuan, the highest not below the lowest. */
export function PriceFields() {
  const { t } = useTranslation();
  const price = (field: string) => [
    { required: true, whitespace: true, message: t('products.required', { field }) },
    { pattern: YUAN_PATTERN, message: t('products.form.priceRule') },
  ];
  return (
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
  );
}
