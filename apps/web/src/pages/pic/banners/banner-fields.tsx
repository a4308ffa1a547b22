import { useState } from 'react';
import { Alert, DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { branchWallClock, instantOfWallClock } from '../../../components/branch-time';
import {
  BANNER_LINK_MAX,
  BANNER_SIZES,
  BANNER_TITLE_MAX,
  BANNER_WINDOW_RULE,
  bannerAspectOff,
  isSafeLink,
  LINK_RULE,
  type BannerRow,
  type BannerSlot,
} from '@bo/contract';
import { ImageUpload } from '../../../components/upload/image-upload';
import { wordIn } from '../../../locales/words';

export interface BannerValues {
  image: string;
  title: string;
  titleEn: string;
  link: string;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  enabled: boolean;
}

/** The dialog's starting values: the banner's own, or an empty enabled one. */
export function initialOf(banner: BannerRow | null): BannerValues {
  return banner
    ? {
        image: banner.image,
        title: banner.title,
        titleEn: banner.titleEn,
        link: banner.link,
        startsAt: banner.startsAt ? branchWallClock(banner.startsAt) : null,
        endsAt: banner.endsAt ? branchWallClock(banner.endsAt) : null,
        enabled: banner.status === 1,
      }
    : { image: '', title: '', titleEn: '', link: '', startsAt: null, endsAt: null, enabled: true };
}

/** The form's values as the save call takes them: trimmed, times as instants. */
export function fieldsOf(v: BannerValues) {
  return {
    image: v.image,
    title: v.title.trim(),
    titleEn: (v.titleEn ?? '').trim(),
    link: (v.link ?? '').trim(),
    startsAt: v.startsAt ? instantOfWallClock(v.startsAt) : null,
    endsAt: v.endsAt ? instantOfWallClock(v.endsAt) : null,
    status: v.enabled ? 1 : 0,
  };
}

const useLang = () => {
  const { t, i18n } = useTranslation();
  return { t, lang: i18n.language === 'en' ? ('en' as const) : ('cn' as const) };
};

/**
 * The image, with a preview at the slot's aspect (cropped as the shop crops it) and a warning
 * when the image's own aspect is far from it.
 */
export function BannerImageField({ slot, banner }: { slot: BannerSlot; banner: BannerRow | null }) {
  const { t } = useTranslation();
  const image = (Form.useWatch('image') as string | undefined) ?? banner?.image ?? '';
  const [natural, setNatural] = useState<{ src: string; width: number; height: number } | null>(null);
  const size = BANNER_SIZES[slot];
  const off = natural && natural.src === image && bannerAspectOff(slot, natural.width, natural.height);
  return (
    <>
      <Form.Item
        name="image"
        label={t('banners.form.image')}
        extra={t('banners.form.imageHelp', { width: size.width, height: size.height })}
        rules={[{ required: true, message: t('banners.form.imageRequired') }]}
      >
        <ImageUpload
          shape="square"
          size={48}
          aspect={size.width / size.height}
          removable={false}
          data-testid="banner-image"
        />
      </Form.Item>
      <div
        className="bn-preview"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        data-testid="banner-preview"
        aria-label={t('banners.form.preview')}
      >
        {image ? (
          <img
            src={image}
            alt={t('banners.form.preview')}
            onLoad={(e) =>
              setNatural({ src: image, width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
            }
          />
        ) : (
          <span className="bo-muted bn-preview-empty">
            {t('banners.form.previewEmpty', { width: size.width, height: size.height })}
          </span>
        )}
      </div>
      {off && (
        <Alert
          className="bn-warning"
          type="warning"
          showIcon
          title={t('banners.form.aspectOff', {
            width: natural.width,
            height: natural.height,
            wantWidth: size.width,
            wantHeight: size.height,
          })}
          data-testid="banner-aspect-warning"
        />
      )}
    </>
  );
}

/** The titles in both languages (the English one may be empty) and the link. */
export function BannerTextFields() {
  const { t, lang } = useLang();
  const text = (field: string, max: number, required: boolean) => [
    ...(required ? [{ required: true, whitespace: true, message: t('banners.form.required', { field }) }] : []),
    {
      validator: (_r: unknown, v?: string) =>
        (v ?? '').trim().length <= max
          ? Promise.resolve()
          : Promise.reject(new Error(t('banners.form.tooLong', { field, max }))),
    },
  ];
  return (
    <>
      <Form.Item
        name="title"
        label={t('banners.form.title')}
        rules={text(t('banners.form.title'), BANNER_TITLE_MAX, true)}
        style={{ marginTop: 16 }}
      >
        <Input autoComplete="off" count={{ show: true, max: BANNER_TITLE_MAX }} data-testid="banner-title-input" />
      </Form.Item>
      <Form.Item
        name="titleEn"
        label={t('banners.form.titleEn')}
        rules={text(t('banners.form.titleEn'), BANNER_TITLE_MAX, false)}
      >
        <Input autoComplete="off" count={{ show: true, max: BANNER_TITLE_MAX }} data-testid="banner-title-en-input" />
      </Form.Item>
      <Form.Item
        name="link"
        label={t('banners.form.link')}
        extra={t('banners.form.linkHelp')}
        rules={[
          {
            validator: (_r, v?: string) =>
              isSafeLink((v ?? '').trim())
                ? Promise.resolve()
                : Promise.reject(new Error(`${t('banners.form.link')} ${wordIn(LINK_RULE, lang)}`)),
          },
          {
            max: BANNER_LINK_MAX,
            message: t('banners.form.tooLong', { field: t('banners.form.link'), max: BANNER_LINK_MAX }),
          },
        ]}
      >
        <Input
          autoComplete="off"
          placeholder="https://… /product/12"
          className="bo-code"
          data-testid="banner-link-input"
        />
      </Form.Item>
    </>
  );
}

/** When the banner shows: from, until (after from); either may be open. */
export function BannerWindowFields() {
  const { t, lang } = useLang();
  return (
    <div className="bn-window-fields">
      <Form.Item name="startsAt" label={t('banners.form.startsAt')} extra={t('banners.form.startsAtHelp')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="banner-starts" />
      </Form.Item>
      <Form.Item
        name="endsAt"
        label={t('banners.form.endsAt')}
        extra={t('banners.form.endsAtHelp')}
        dependencies={['startsAt']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_r, v: Dayjs | null) => {
              const start = getFieldValue('startsAt') as Dayjs | null;
              return !v || !start || v.isAfter(start)
                ? Promise.resolve()
                : Promise.reject(new Error(`${t('banners.form.endsAt')} ${wordIn(BANNER_WINDOW_RULE, lang)}`));
            },
          }),
        ]}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="banner-ends" />
      </Form.Item>
    </div>
  );
}
