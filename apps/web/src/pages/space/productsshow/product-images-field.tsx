import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGES_MAX } from '@bo/contract';
import { SortableList } from '../../../components/sortable-list';
import { ImageUpload } from '../../../components/upload/image-upload';

/** The product's pictures: ordered by dragging (SortableList), removed one by one, added with the upload control. */
export function ImagesField({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
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
