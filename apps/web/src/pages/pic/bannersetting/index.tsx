import { BannersPage } from '../banners/banners-page';

/** /pic/bannersetting: the pc slot's banners (the page is shared by the three slots, see banners/banners-page.tsx). */
export default function PicBannersettingPage() {
  return <BannersPage slot="pc" />;
}
