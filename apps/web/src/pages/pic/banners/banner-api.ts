import {
  callAddress,
  type AdBannerList,
  type BannerSlot,
  type PcBannerList,
  type RemoveAdBanner,
  type RemovePcBanner,
  type RemoveWxappBanner,
  type ReorderAdBanners,
  type ReorderPcBanners,
  type ReorderWxappBanners,
  type SaveAdBanner,
  type SavePcBanner,
  type SaveWxappBanner,
  type SetAdBannerStatus,
  type SetPcBannerStatus,
  type SetWxappBannerStatus,
  type WxappBannerList,
} from '@bo/contract';
import { call } from '../../../api/http';

/** By address only: the definitions' zod schemas stay out of the pages' bundles. One set of calls per slot (each has its own marks). */
const CALLS = {
  pc: {
    list: callAddress<typeof PcBannerList>('GET', '/api/Banner/Pc/List'),
    save: callAddress<typeof SavePcBanner>('POST', '/api/Banner/Pc/Save'),
    setStatus: callAddress<typeof SetPcBannerStatus>('POST', '/api/Banner/Pc/SetStatus'),
    remove: callAddress<typeof RemovePcBanner>('POST', '/api/Banner/Pc/Remove'),
    reorder: callAddress<typeof ReorderPcBanners>('POST', '/api/Banner/Pc/Reorder'),
  },
  ad: {
    list: callAddress<typeof AdBannerList>('GET', '/api/Banner/Ad/List'),
    save: callAddress<typeof SaveAdBanner>('POST', '/api/Banner/Ad/Save'),
    setStatus: callAddress<typeof SetAdBannerStatus>('POST', '/api/Banner/Ad/SetStatus'),
    remove: callAddress<typeof RemoveAdBanner>('POST', '/api/Banner/Ad/Remove'),
    reorder: callAddress<typeof ReorderAdBanners>('POST', '/api/Banner/Ad/Reorder'),
  },
  wxapp: {
    list: callAddress<typeof WxappBannerList>('GET', '/api/Banner/Wxapp/List'),
    save: callAddress<typeof SaveWxappBanner>('POST', '/api/Banner/Wxapp/Save'),
    setStatus: callAddress<typeof SetWxappBannerStatus>('POST', '/api/Banner/Wxapp/SetStatus'),
    remove: callAddress<typeof RemoveWxappBanner>('POST', '/api/Banner/Wxapp/Remove'),
    reorder: callAddress<typeof ReorderWxappBanners>('POST', '/api/Banner/Wxapp/Reorder'),
  },
};
/** The three slots' calls differ only by path: typed as the PC slot's. */
const of = (slot: BannerSlot) => CALLS[slot] as unknown as (typeof CALLS)['pc'];

export interface BannerFields {
  image: string;
  title: string;
  titleEn: string;
  link: string;
  startsAt: string | null;
  endsAt: string | null;
  status: number;
}

/** One page of the slot's banners and the filtered total. */
export const listBanners = async (slot: BannerSlot, query: Record<string, string | number>) =>
  (await call(of(slot).list, { query: query })).data;

// The writes are sent `quiet`: the dialog or drawer that made them shows a refusal where it happened.
export const saveBanner = async (slot: BannerSlot, body: BannerFields & { id?: number; version?: number }) =>
  (await call(of(slot).save, { body }, { quiet: true })).data;
export const setBannerStatus = async (slot: BannerSlot, body: { id: number; version: number; status: number }) =>
  (await call(of(slot).setStatus, { body }, { quiet: true })).data;
export const removeBanner = async (slot: BannerSlot, body: { id: number; version: number }) =>
  (await call(of(slot).remove, { body }, { quiet: true })).data;
export const reorderBanners = async (slot: BannerSlot, order: { id: number; version: number }[]) =>
  (await call(of(slot).reorder, { body: { order } }, { quiet: true })).data;
